/**
 * Requests from a host's words (issue 10 §1): host-log events carrying `said` start, join and end
 * requests; classify reads how they ended. The sentences are the shapes of real pastes
 * (hosts-in-the-wild.md): Claude Code "Tool 'x' failed after 300s: fetch failed"
 * (anthropics/claude-agent-sdk-typescript#118), "Connection timeout triggered after 30040ms"
 * (czlonkowski/n8n-mcp#555), Codex "timed out awaiting tools/call after 120s" (openai/codex#6127).
 */
import { describe, expect, it } from 'vitest';
import type { HostSaid } from '../../src/events.js';
import type { ConnectionFailure, RequestTimeline } from '../../src/timeline/types.js';
import { classify } from '../../src/diagnose/classify.js';
import { diagnose } from '../../src/diagnose/index.js';
import { Capture, run, T0 } from './events.js';
import { createTimelineBuilder } from '../../src/timeline/index.js';
import { CLEAN_HOLD_REQUESTS } from '../../src/timeline/limits.js';
import { RELAY_SIDES_MS } from '../../src/timeline/host-requests.js';
import { analyze } from '../../src/analyze.js';
import { tempFile } from '../ingest/helpers.js';

function said(c: Capture, text: string, s: Omit<HostSaid, 'phrase'> & { phrase?: string }) {
  return c.add({ kind: 'host-log', text, said: { phrase: s.phrase ?? 'claude-code/test', ...s } });
}

describe('host-log requests', () => {
  it('a failure line alone starts a request dated back by the elapsed time it states', () => {
    const c = new Capture({ session: 'deep#1', transport: null });
    c.wait(300_000);
    said(c, "Tool 'get_results' failed after 300s: fetch failed", { kind: 'failed', method: 'tools/call', target: 'get_results', elapsedMs: 300_000, error: 'fetch failed', server: 'deep' });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    const t = r.requests[0]!;
    expect(t).toMatchObject({ id: null, basis: 'host-log', method: 'tools/call', target: 'get_results', key: 's1:tools/call#1' });
    expect(t.request.at).toBe(T0);
    const v = classify(t);
    // The call's own HTTP exchange broke (undici's 300 s headers timeout), not the whole transport.
    expect(v).toMatchObject({ outcome: 'lost', cause: 'stream-closed', serverState: 'unknown', confidence: 'medium' });
  });

  // dynatrace-oss/dynatrace-mcp#38: VS Code waits on the initialize every 5 s, then lists the server's tools: the
  // handshake was answered (a client sends nothing else first); the same wait with nothing after it stays open.
  it('an initialize only waited on is answered by a later request the host says completed', () => {
    const w = { phrase: 'vscode/waiting-initialize', kind: 'waiting' as const, method: 'initialize', scope: 'connection' as const };
    const c = new Capture({ session: 'metrics#1', transport: null });
    said(c, 'Waiting for server to respond to initialize request...', w);
    c.wait(5_000);
    said(c, 'Waiting for server to respond to initialize request...', w);
    c.wait(1_600);
    said(c, 'Discovered 14 tools', { phrase: 'vscode/discovered-tools', kind: 'completed', method: 'tools/list' });
    const r = run(c.events);
    const init = r.requests.find((t) => t.method === 'initialize')!;
    expect(classify(init)).toMatchObject({ outcome: 'completed', serverState: 'completed' });
    const d = new Capture({ session: 'metrics#1', transport: null });
    said(d, 'Waiting for server to respond to initialize request...', w);
    expect(classify(run(d.events).requests[0]!)).toMatchObject({ outcome: 'pending' });
    // A failed call later says nothing of the handshake's answer.
    const f = new Capture({ session: 'metrics#1', transport: null });
    said(f, 'Waiting for server to respond to initialize request...', w);
    said(f, "Tool 'x' failed after 1s: fetch failed", { kind: 'failed', method: 'tools/call', target: 'x', error: 'fetch failed' });
    expect(classify(run(f.events).requests.find((t) => t.method === 'initialize')!)).toMatchObject({ outcome: 'pending' });
  });

  // google-gemini/gemini-cli#2786: the error sits inside the CLI's box; the borders are not its words.
  it('a boxed terminal error is read without its borders', () => {
    const c = new Capture({ session: 'planner#1', transport: null });
    said(c, "failed to start or connect to MCP server 'planner'", { phrase: 'gemini-cli/failed-to-start', kind: 'failed', method: 'initialize', scope: 'connection', server: 'planner', error: '│    McpError: MCP error -32000: Connection closed        │' });
    const r = run(c.events);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'lost', cause: 'connection-closed', serverState: 'unknown' });
  });

  // Kuadrant/mcp-gateway#390: a 500 whose body says the responder could not reach its upstream server.
  it('a 5xx about the responder\'s own upstream is a gateway error; a bare 500 is not', () => {
    const body = 'Error POSTing to endpoint (HTTP 500): failed to create session for mcp server: failed to create client: transport error: failed to send request: session terminated (404)';
    const c = new Capture({ session: 'gw#1', transport: null });
    said(c, `MCP error -32001: ${body}`, { phrase: 'inspector/relayed-post-status', kind: 'http-status', status: 500, error: body });
    expect(classify(run(c.events).requests[0]!)).toMatchObject({ outcome: 'failed', cause: 'gateway-error', serverState: 'unknown' });
    const d = new Capture({ session: 'gw#1', transport: null });
    said(d, 'MCP error -32001: Error POSTing to endpoint (HTTP 500): Internal Server Error', { phrase: 'inspector/relayed-post-status', kind: 'http-status', status: 500, error: 'Error POSTing to endpoint (HTTP 500): Internal Server Error' });
    expect(classify(run(d.events).requests[0]!)).toMatchObject({ outcome: 'failed', cause: 'server-error' });
  });

  // An SDK client's error carrying the HTTP status the endpoint answered: a refusal, not a cut stream
  // (kirodotdev/Kiro#6321, CherryHQ/cherry-studio#4265, obot-platform/obot#3266, datagouv/datagouv-mcp#37).
  it.each([
    ['SSE error: Non-200 status code (405)', 'failed', 'server-error', 'unknown'],
    ['SSE error: Non-200 status code(400)', 'failed', 'server-error', 'unknown'],
    ['Streamable HTTP error: Error POSTing to endpoint (HTTP 403): Forbidden', 'failed', 'server-error', 'failed'],
    // Session words refusing the initialize on Streamable HTTP, where the initialize creates the session: the server
    // refusing its own handshake (docs/causes.md, session-expired, ruled 2026-12-03), not a session it lost.
    ['Streamable HTTP error: Error POSTing to endpoint (HTTP 400): Bad Request: No valid session ID provided', 'failed', 'server-error', 'failed'],
    // The POST answered 500 in the responder's own words: its handler failed the request (obot-platform/obot#3419).
    ['Error POSTing to endpoint (HTTP 500): Internal Server Error', 'failed', 'server-error', 'failed'],
    // Not on the request's own POST: a 500 to the event stream's GET says nothing of the request.
    ['SSE error: Non-200 status code (500)', 'failed', 'server-error', 'unknown'],
    ['SSE error: Non-200 status code (502)', 'failed', 'gateway-error', 'unknown'],
    ['SSE error: TypeError: fetch failed: other side closed', 'lost', 'stream-closed', 'unknown'],
    // Azure/MCP#39: a 5xx answered with a web front end's HTML page (its own timeout), not the server's error
    ['Error POSTing to endpoint (HTTP 500): <html><head><title>500 - The request timed out.</title></head><body>The web server failed to respond within the specified time.</body></html>', 'failed', 'gateway-error', 'unknown'],
    // a hosting platform's limit in the body, no status in the words (thgh/vercel-sapper#73): not the requester's timer
    ['Streamable HTTP error: Error POSTing to endpoint: An error occurred with your deployment FUNCTION_INVOCATION_TIMEOUT', 'failed', 'gateway-error', 'stopped'],
  ])('a failed connect whose error says %j', (error, outcome, cause, serverState) => {
    const c = new Capture({ session: 'tickets#1', transport: null });
    said(c, `Error connecting to MCP server: ${error}`, { phrase: 'vscode/error-connecting', kind: 'failed', method: 'initialize', error });
    expect(classify(run(c.events).requests[0]!)).toMatchObject({ outcome, cause, serverState });
  });

  // anthropics/claude-code#91812: the SDK's status-less refusal echoed under Claude Code's "Connection error:" names no
  // request, then "Failed to fetch tools:" names the method, each quoting the server's result for id 1 (elided
  // differently): one tools/list, failed on the server's answer, which shows the listing done.
  it('a refused POST echoed, then named by its caller quoting the same answer, is one request', () => {
    const c = new Capture({ session: 'sheets#1', transport: null });
    const first = 'Error POSTing to endpoint: {"id":1,"jsonrpc":"2.0","result":{"tools":[ ... ]}}';
    const second = 'Error POSTing to endpoint: {"id":1,"jsonrpc":"2.0","result":{"tools":[{"name":"open_sheet",...}]}}';
    said(c, `Connection error: ${first}`, { phrase: 'typescript-sdk/post-error', kind: 'failed', sending: true, id: 1, error: first });
    said(c, `Failed to fetch tools: ${second}`, { phrase: 'claude-code/fetch-tools-failed', kind: 'failed', method: 'tools/list', error: second });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]).toMatchObject({ method: 'tools/list', id: 1 });
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'failed', cause: 'server-error', serverState: 'completed' });
    // Another answer's id is another refusal: two requests.
    const d = new Capture({ session: 'sheets#1', transport: null });
    said(d, `Connection error: ${first}`, { phrase: 'typescript-sdk/post-error', kind: 'failed', sending: true, id: 1, error: first });
    const other = second.replace('"id":1', '"id":2');
    said(d, `Failed to fetch tools: ${other}`, { phrase: 'claude-code/fetch-tools-failed', kind: 'failed', method: 'tools/list', error: other });
    expect(run(d.events).requests).toHaveLength(2);
  });

  // anthropics/claude-code#62121: the host's 1 s timer fired, the server's answer came later and the SDK
  // dropped it as an unknown id. One request, cancelled on the SDK timer; the server did the work.
  it.each([
    ['{ ... }', 'completed'],
    ['{"jsonrpc":"2.0","id":7,"error":{"code":-32603,"message":"boom"}}', 'failed'],
  ])('an answer after the timer (%s) is the timed-out call\'s, not a new request', (body, serverState) => {
    const c = new Capture({ session: 'ledger#1', transport: null });
    said(c, 'MCP server "ledger" tool "reconcile" timed out after 1s', { kind: 'timer-fired', timer: 'sdk', method: 'tools/call', target: 'reconcile', limitMs: 1000, server: 'ledger' });
    c.wait(3000);
    said(c, `Connection error: Received a response for an unknown message ID: ${body}`, { phrase: 'typescript-sdk/late-response', kind: 'completed', late: true });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'cancelled', cause: 'client-timeout', serverState });
  });

  // anthropics/claude-code#51073: the user cancelled (Claude Code's failure line says so); the Python SDK server
  // acknowledged the cancel with code 0 "Request cancelled", which the host no longer tracked.
  it.each([
    ['user-cancel', '{"jsonrpc":"2.0","id":3,"error":{"code":0,"message":"Request cancelled"}}', 'cancelled', 'user-cancel', 'stopped'],
    ['user-cancel', '{"jsonrpc":"2.0","id":3,"error":{"code":-32800,"message":"Request cancelled"}}', 'cancelled', 'user-cancel', 'stopped'],
    ['user-cancel', '{"jsonrpc":"2.0","id":3,"result":{"content":[]}}', 'cancelled', 'user-cancel', 'completed'],
    ['Request timed out', '{"jsonrpc":"2.0","id":3,"error":{"code":-32603,"message":"boom"}}', 'cancelled', 'client-timeout', 'failed'],
  ])('an answer after a failure that is the requester\'s own %s (%s) is that call\'s', (reason, body, outcome, cause, serverState) => {
    const c = new Capture({ session: 'deploys#1', transport: null });
    said(c, `Tool 'wait_for_deploy' failed after 57s: MCP error -32001: ${reason}`, { kind: 'failed', method: 'tools/call', target: 'wait_for_deploy', elapsedMs: 57_000, error: `MCP error -32001: ${reason}` });
    said(c, `Connection error: Received a response for an unknown message ID: ${body}`, { phrase: 'typescript-sdk/late-response', kind: 'completed', late: true });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome, cause, serverState });
  });

  // anthropics/claude-code#62121 in the debug file: the failure line restates Claude Code's own timer.
  it('an answer after a failure line that restates the host\'s own timer is that call\'s', () => {
    const c = new Capture({ session: 'codex#1', transport: null });
    const error = 'MCP server "codex" tool "codex" timed out after 1s';
    said(c, `Tool 'codex' failed after 1s: ${error}`, { kind: 'failed', method: 'tools/call', target: 'codex', elapsedMs: 1000, error, server: 'codex' });
    c.wait(4500);
    said(c, 'Connection error: Received a response for an unknown message ID: {"jsonrpc":"2.0","id":5,"result":{"content":[]}}', { phrase: 'typescript-sdk/late-response', kind: 'completed', late: true, server: 'codex' });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'cancelled', serverState: 'completed' });
  });

  it('an answer after a failure the server or the network caused is not read as that call\'s', () => {
    const c = new Capture({ session: 'deploys#1', transport: null });
    said(c, "Tool 'wait_for_deploy' failed after 300s: fetch failed", { kind: 'failed', method: 'tools/call', target: 'wait_for_deploy', elapsedMs: 300_000, error: 'fetch failed' });
    said(c, 'Connection error: Received a response for an unknown message ID: {"jsonrpc":"2.0","id":3,"result":{}}', { phrase: 'typescript-sdk/late-response', kind: 'completed', late: true });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'lost', serverState: 'unknown' });
  });

  // openai/codex#16685, openai/codex-plugin-cc#641: Codex withdrew the call itself when its approval could not be asked.
  it.each([
    [{ withdrawn: true }, 'client-cancel'],
    [{}, 'user-cancel'],
  ])('a call the requester cancelled in its own words (%j) is cancelled by %s', (flags, cause) => {
    const c = new Capture({ session: 'notes#1', transport: null });
    said(c, '{"type":"item.started",…}', { phrase: 'codex/exec-mcp-call-started', kind: 'request-sent', method: 'tools/call', target: 'append', server: 'notes' });
    said(c, '{"type":"item.completed",…}', { phrase: 'codex/exec-mcp-call-withdrawn', kind: 'cancelled', method: 'tools/call', target: 'append', server: 'notes', error: 'user cancelled MCP tool call', ...flags });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'cancelled', cause, serverState: 'unknown' });
  });

  // GLips/Figma-Context-MCP#46 (Cursor) and Minidoracat/mcp-feedback-enhanced#202: the host's words quote an answer for
  // an id it no longer held, the only trace of a call that started before the excerpt. A TypeScript-SDK host lets an id
  // go only when it cancels it, so the requester cancelled first; the answer says what the server did.
  it.each([
    ['typescript-sdk/late-response', { result: { content: [] } }, 'cancelled', 'client-cancel', 'completed'],
    ['typescript-sdk/late-response', { error: { code: 0, message: 'Request cancelled' } }, 'cancelled', 'client-cancel', 'stopped'],
    // A host not known to cancel when it lets an id go: the result is read as it is.
    ['acme-client/late-response', { result: { content: [] } }, 'completed', 'none', 'completed'],
  ])('an answer quoted by the words %s for an id the host let go (%j) is read by what the host does when it lets go', (phrase, body, outcome, cause, serverState) => {
    const c = new Capture({ session: 'figma#1', transport: null });
    c.msg('server', { jsonrpc: '2.0', id: 4, ...body } as never);
    said(c, `Client error for command Received a response for an unknown message ID: ${JSON.stringify({ jsonrpc: '2.0', id: 4, ...body })}`, { phrase, kind: 'completed', late: true, id: 4 });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome, cause, serverState });
    // Not a plain completion: the fast path must not count it as one (diagnose/plain.ts).
    expect(diagnose(r.requests[0]!).outcome).toBe(outcome);
  });

  // The Java SDK drops a request's entry when its timer fires, without a cancel; the answer that comes after is
  // "Unexpected response for unknown id" (modelcontextprotocol/java-sdk#248 for the words): the server answered.
  it('a Java client\'s answer for an id it dropped on its timer joins the timed-out call, its kind unsaid', () => {
    const c = new Capture({ session: 'weather#1', transport: null });
    said(c, "java.util.concurrent.TimeoutException: Did not observe any item or terminal signal within 20000ms in 'source(MonoCreate)'", { phrase: 'java-sdk/request-timeout', kind: 'timer-fired', limitMs: 20_000 });
    c.wait(1500);
    said(c, 'Unexpected response for unknown id 5a20c7e1-7 -', { phrase: 'java-sdk/late-response', kind: 'completed', late: true, id: '5a20c7e1-7' });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]!.said.map((e) => e.said?.phrase)).toEqual(['java-sdk/request-timeout', 'java-sdk/late-response']);
    // The words say the server answered, not whether with a result or an error.
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'abandoned', cause: 'client-timeout', serverState: 'unknown' });
  });

  // ThinkInAIXYZ/go-mcp#117: the client printed the answer it could not place, then the id it found no caller for.
  it.each([
    ['go-mcp/late-response', 'receive response:&{JSONRPC:2.0 ID:2 Result:map[tools:[]] RawResult:[] Error:<nil>} error: lack response chan: requestID=2', 'pending', 'unknown', 'completed'],
    ['java-sdk/late-response', 'Unexpected response for unknown id 2 -', 'pending', 'unknown', 'unknown'],
    ['typescript-sdk/late-response', 'Received a response for an unknown message ID: { ... }', 'cancelled', 'client-cancel', 'completed'],
  ])('words %s naming the id of an answer no caller held, alone, are a call made before the excerpt', (phrase, text, outcome, cause, serverState) => {
    const c = new Capture({ session: 'tides#1', transport: null });
    said(c, text, { phrase, kind: 'completed', late: true, id: 2 });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]).toMatchObject({ id: 2, method: 'unknown', basis: 'host-log' });
    expect(classify(r.requests[0]!)).toMatchObject({ outcome, cause, serverState });
  });

  it('an answer after the timer with no request given up on starts nothing', () => {
    const c = new Capture({ session: 'ledger#1', transport: null });
    said(c, 'Connection error: Received a response for an unknown message ID: { ... }', { phrase: 'typescript-sdk/late-response', kind: 'completed', late: true });
    expect(run(c.events).requests).toHaveLength(0);
  });

  // designcomputer/mysql_mcp_server#49 (Cursor): the close is logged first, then the call fails with it.
  it('a failure line after a connection-level close is the call the close ended, not a new one', () => {
    const c = new Capture({ session: 'pgstore#1', transport: null });
    said(c, "Calling tool 'run_query'", { phrase: 'cursor/calling-tool', kind: 'request-sent', method: 'tools/call', target: 'run_query' });
    c.wait(70);
    said(c, 'Client closed for command', { phrase: 'cursor/client-closed', kind: 'connection-closed', scope: 'connection' });
    said(c, "Error calling tool 'run_query': MCP error -32000: Connection closed", { phrase: 'cursor/error-calling-tool', kind: 'failed', method: 'tools/call', target: 'run_query', error: 'MCP error -32000: Connection closed' });
    // A second failure line for the same tool is a second call (the close ended only one).
    said(c, "Error calling tool 'run_query': MCP error -32000: Connection closed", { phrase: 'cursor/error-calling-tool', kind: 'failed', method: 'tools/call', target: 'run_query', error: 'MCP error -32000: Connection closed' });
    const r = run(c.events);
    expect(r.requests).toHaveLength(2);
    expect(r.requests[0]!.said).toHaveLength(3);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'lost', cause: 'connection-closed' });
    expect(r.requests[1]!.said).toHaveLength(1);
  });

  // openai/openai-agents-python#879: the logged failure, its traceback, then the final exception naming the call again
  // with its error cut by the reporter ("..."): one call. Another tool's line, or a full error, is another call.
  it('a failure line naming the call again with its error cut is the same call', () => {
    const c = new Capture({ session: 'agent#1', transport: null });
    said(c, 'Error invoking MCP tool lookup: GET <url>: 422 <error>', { phrase: 'agents/invoking-tool-failed', kind: 'failed', method: 'tools/call', target: 'lookup', error: 'GET <url>: 422 <error>' });
    said(c, 'agents.exceptions.AgentsException: Error invoking MCP tool lookup: ...', { phrase: 'agents/invoking-tool-failed', kind: 'failed', method: 'tools/call', target: 'lookup', error: '...' });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]!.said).toHaveLength(2);
    const d = new Capture({ session: 'agent#1', transport: null });
    said(d, 'Error invoking MCP tool lookup: GET <url>: 422 <error>', { phrase: 'agents/invoking-tool-failed', kind: 'failed', method: 'tools/call', target: 'lookup', error: 'GET <url>: 422 <error>' });
    said(d, 'Error invoking MCP tool search: ...', { phrase: 'agents/invoking-tool-failed', kind: 'failed', method: 'tools/call', target: 'search', error: '...' });
    expect(run(d.events).requests).toHaveLength(2);
  });

  // openai/openai-agents-python#879: the traceback's final McpError, worded apart from the app's line by the reporter's
  // redactions, is the same call's, and says the server answered it with an error.
  it('a traceback\'s raised McpError under a logged tool failure is that call\'s, and the server\'s error', () => {
    const c = new Capture({ session: 'agent#1', transport: null });
    said(c, 'Error invoking MCP tool lookup: GET <url>?q=<q>: 422 <error>', { phrase: 'agents/invoking-tool-failed', kind: 'failed', method: 'tools/call', target: 'lookup', error: 'GET <url>?q=<q>: 422 <error>' });
    said(c, 'mcp.shared.exceptions.McpError: GET <url>: 422 <error>', { phrase: 'python-sdk/server-error-raised', kind: 'failed', error: 'mcp.shared.exceptions.McpError: GET <url>: 422 <error>' });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'failed', cause: 'server-error', serverState: 'failed' });
    // Without the raised exception the app's words do not say whose error it was.
    const d = new Capture({ session: 'agent#1', transport: null });
    said(d, 'Error invoking MCP tool lookup: GET <url>?q=<q>: 422 <error>', { phrase: 'agents/invoking-tool-failed', kind: 'failed', method: 'tools/call', target: 'lookup', error: 'GET <url>?q=<q>: 422 <error>' });
    expect(classify(run(d.events).requests[0]!)).toMatchObject({ outcome: 'failed', cause: 'unknown' });
  });

  // brightdata/brightdata-mcp#16: FastMCP's header names the failed roots request and quotes no error; the McpError
  // printed under it (naming no request) is its error, not a second request. A header that quoted its own error is
  // not explained by a later error line.
  it('an error line under a failure header that quoted no error is that request\'s error', () => {
    const c = new Capture({ session: 'srv#1', transport: null });
    said(c, '[FastMCP error] received error listing roots.', { phrase: 'typescript-sdk/fastmcp-listing-roots-failed', kind: 'failed', method: 'roots/list' });
    said(c, 'McpError: MCP error -32600: List roots not supported', { phrase: 'generic/sdk-error-answer-line', kind: 'failed', error: 'MCP error -32600: List roots not supported' });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]).toMatchObject({ method: 'roots/list' });
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'failed', cause: 'server-error', serverState: 'failed' });
    const d = new Capture({ session: 'srv#1', transport: null });
    said(d, 'Failed to list roots: timed out', { phrase: 'x/roots-failed', kind: 'failed', method: 'roots/list', error: 'timed out' });
    said(d, 'McpError: MCP error -32600: List roots not supported', { phrase: 'generic/sdk-error-answer-line', kind: 'failed', error: 'MCP error -32600: List roots not supported' });
    expect(run(d.events).requests).toHaveLength(2);
  });

  // mcp-use/mcp-use#26, openai/openai-agents-python#402: the connect's task group summary, then its traceback's
  // sub-exception (the SSE GET answered 502): one connect, whose reason is the sub-exception's.
  it('a connect ended by a task group summary takes the reason its traceback says next', () => {
    const c = new Capture({ session: 'agent#1', transport: null });
    said(c, 'Failed to connect to MCP implementation via HTTP/SSE: unhandled errors in a TaskGroup (1 sub-exception)', { phrase: 'generic/connect-task-group-summary', kind: 'failed', method: 'initialize', scope: 'connection', error: 'unhandled errors in a TaskGroup (1 sub-exception)' });
    said(c, "httpx.HTTPStatusError: Server error '502 Bad Gateway' for url 'http://127.0.0.1:8765/sse'", { phrase: 'python-sdk/sse-connect-http-status', kind: 'http-status', status: 502, method: 'initialize', scope: 'connection', error: 'http://127.0.0.1:8765/sse' });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'failed', cause: 'gateway-error' });
    // A summary alone: the connect failed, the words do not say why (awslabs/agentcore-samples#157).
    const d = new Capture({ session: 'agent#1', transport: null });
    said(d, 'Error connecting to MCP server: unhandled errors in a TaskGroup (1 sub-exception)', { phrase: 'generic/connect-task-group-summary', kind: 'failed', method: 'initialize', scope: 'connection', error: 'unhandled errors in a TaskGroup (1 sub-exception)' });
    const one = run(d.events).requests;
    expect(one).toHaveLength(1);
    expect(classify(one[0]!)).toMatchObject({ outcome: 'failed', cause: 'unknown', serverState: 'unknown' });
  });

  // hkr04/cpp-mcp#35: the client does not notice the pipe close and waits out its own 60 s timer.
  it('a timer that fires after the connection closed under the request is that request\'s, and the close decides', () => {
    const c = new Capture({ session: 'forecast#1', transport: null });
    said(c, 'Initializing MCP stdio client...', { phrase: 'cpp-mcp/initializing', kind: 'request-sent', method: 'initialize', scope: 'connection' });
    c.wait(21_000);
    said(c, 'Pipe closed by server', { phrase: 'cpp-mcp/pipe-closed', kind: 'connection-closed', scope: 'connection' });
    c.wait(40_000);
    said(c, 'Initialization failed: Timeout waiting for response', { phrase: 'cpp-mcp/initialization-timed-out', kind: 'timer-fired', timer: 'host', method: 'initialize', scope: 'connection' });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]!.said).toHaveLength(3);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'lost', cause: 'connection-closed' });
  });

  it('a timer that fired with no close before it is still the timer\'s verdict', () => {
    const c = new Capture({ session: 'forecast#1', transport: null });
    said(c, 'Initializing MCP stdio client...', { phrase: 'cpp-mcp/initializing', kind: 'request-sent', method: 'initialize', scope: 'connection' });
    c.wait(60_000);
    said(c, 'Initialization failed: Timeout waiting for response', { phrase: 'cpp-mcp/initialization-timed-out', kind: 'timer-fired', timer: 'host', method: 'initialize', scope: 'connection' });
    c.wait(10);
    said(c, 'Pipe closed by server', { phrase: 'cpp-mcp/pipe-closed', kind: 'connection-closed', scope: 'connection' });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'abandoned', cause: 'client-timeout' });
  });

  it('start, still-running and timer lines are one request; a TS-SDK host cancels on its timer', () => {
    const c = new Capture({ session: 'build#1', transport: null });
    said(c, 'Calling MCP tool: build', { kind: 'request-sent', method: 'tools/call', target: 'build' });
    c.wait(30_000);
    said(c, 'Tool build still running (30s elapsed)', { kind: 'waiting', method: 'tools/call', target: 'build', elapsedMs: 30_000 });
    c.wait(30_000);
    said(c, 'MCP error -32001: Request timed out', { kind: 'timer-fired', method: 'tools/call' });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    const t = r.requests[0]!;
    expect(t.said).toHaveLength(3);
    expect(t.entries.map((e) => e.kind)).toEqual(['request', 'host-log', 'host-log']);
    const d = diagnose(t);
    expect(d).toMatchObject({ outcome: 'cancelled', cause: 'client-timeout', confidence: 'medium' });
    expect(d.findings).toEqual([]);
  });

  it.each([
    ['codex', undefined, 'abandoned'],
    // Zed's client row is its 2026 behaviour (an issued request is cancelled); its older wording's row says the
    // timer is the host's own deadline, which drops the request (ingest/hosts/zed.ts).
    ['zed', undefined, 'cancelled'],
    ['zed', 'host', 'abandoned'],
    ['claude-code', undefined, 'cancelled'],
  ] as const)('a %s request timer (timer %s): %s', (host, timer, outcome) => {
    const c = new Capture({ session: 'x#1', transport: null });
    said(c, 'timed out awaiting tools/call after 120s', { phrase: `${host}/timeout`, kind: 'timer-fired', method: 'tools/call', limitMs: 120_000, ...(timer !== undefined ? { timer } : {}) });
    const t = run(c.events).requests[0]!;
    const v = classify(t);
    expect(v.outcome).toBe(outcome);
    expect(v.cause).toBe('client-timeout');
    expect(v.timeout).toMatchObject({ ms: 120_000 });
    expect(t.request.at).toBeNull();
  });

  it('a connect timeout takes the limit stated earlier in the session and is abandoned', () => {
    const c = new Capture({ session: 'n8n#1', transport: null });
    said(c, 'Starting connection with timeout of 30000ms', { kind: 'limit', limitMs: 30_000, scope: 'connection' });
    c.wait(30_040);
    said(c, 'Connection timeout triggered after 30040ms', { kind: 'timer-fired', elapsedMs: 30_040, scope: 'connection' });
    const t = run(c.events).requests[0]!;
    expect(t.method).toBe('initialize');
    expect(classify(t)).toMatchObject({ outcome: 'abandoned', cause: 'client-timeout', timeout: { ms: 30_000 } });
  });

  it('words that name an id join the wire request with that id (basis mixed)', () => {
    const c = new Capture({ session: 'p#1', transport: 'stdio' });
    c.msg('client', { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'slow' } });
    c.wait(60_000);
    said(c, 'request 4 timed out', { kind: 'timer-fired', id: 4, limitMs: 60_000 });
    const t = run(c.events).requests[0]!;
    expect(t.basis).toBe('mixed');
    expect(t.key).toBe('s1:4');
    expect(classify(t)).toMatchObject({ cause: 'client-timeout' });
  });

  // A request the excerpt shows only by its answer (started before the capture, method unknown): an SDK's words naming
  // its method and its id, before or after the answer, name it — whatever the id (a number other than 0, a string).
  // The client's id 0, guessed its initialize, is named by the words too; words naming no id, or another id, name nothing.
  it.each([
    ['after the answer, id 7', 7, 'after', { method: 'tools/call', id: 7 }, 'tools/call'],
    ['after the answer, string id', 'req-7', 'after', { method: 'tools/call', id: 'req-7' }, 'tools/call'],
    ['before the answer, id 7', 7, 'before', { method: 'tools/call', id: 7 }, 'tools/call'],
    ['after the answer, target too', 7, 'after', { method: 'tools/call', id: 7, target: 'search' }, 'tools/call'],
    ['id 0: the words win over the initialize guess', 0, 'after', { method: 'tools/call', id: 0 }, 'tools/call'],
    ['id 0: before the answer', 0, 'before', { method: 'tools/call', id: 0 }, 'tools/call'],
    ['id 0: words naming initialize', 0, 'after', { method: 'initialize', id: 0 }, 'initialize'],
    ['id 0: words with no method keep the guess', 0, 'after', { id: 0 }, 'initialize'],
    ['the id as a string is another id', 7, 'after', { method: 'tools/call', id: '7' }, 'unknown'],
    ['words with no method', 7, 'after', { id: 7 }, 'unknown'],
  ] as const)('words naming the method and id of a request known from its answer: %s', (_, id, order, named, method) => {
    const c = new Capture({ session: 'kt#1', transport: 'stdio' });
    const words = () => said(c, 'Error handling request', { phrase: 'kotlin-sdk/error-handling-request', kind: 'failed', ...named });
    if (order === 'before') words();
    c.msg('server', { jsonrpc: '2.0', id, error: { code: -32603, message: 'index not ready' } });
    if (order === 'after') words();
    const r = run(c.events);
    const t = r.requests.find((x) => x.id === id)!;
    expect(t.method).toBe(method);
    if ('target' in named) expect(t.target).toBe(named.target);
    expect(classify(t)).toMatchObject({ outcome: 'failed', cause: 'server-error' });
  });

  // The guess stands where the capture says the id 0 was the initialize: the wire request itself, or an answer that is
  // an initialize result (its protocolVersion). The guess's note leaves the request's start once the words name it.
  it.each([
    ['the wire initialize', 'wire', 'initialize'],
    ['an initialize result', 'init-result', 'initialize'],
    ['an error answer only', 'error', 'tools/call'],
  ] as const)('id 0 named by words after %s', (_, shown, method) => {
    const c = new Capture({ session: 'kt#2', transport: 'stdio' });
    if (shown === 'wire') c.msg('client', { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18' } });
    if (shown === 'init-result') c.msg('server', { jsonrpc: '2.0', id: 0, result: { protocolVersion: '2025-06-18', capabilities: {}, serverInfo: { name: 's', version: '1' } } });
    else c.msg('server', { jsonrpc: '2.0', id: 0, error: { code: -32603, message: 'index not ready' } });
    said(c, 'Error handling request', { phrase: 'kotlin-sdk/error-handling-request', kind: 'failed', method: 'tools/call', id: 0 });
    const t = run(c.events).requests.find((x) => x.id === 0)!;
    expect(t.method).toBe(method);
    expect(t.entries[0]!.detail.includes("id 0 is the client's initialize")).toBe(method === 'initialize' && shown !== 'wire');
  });

  // mcp-remote's `[Local→Remote] tools/call` for each call it forwards (punkpeye/mcp-remote#124): words that a request
  // was sent naming no id and no target join the newest wire request of that method (host-requests.ts joinSent), answer
  // an initialize the words only waited on, and start a request of their own when no wire request is open.
  it('words that a call was sent, naming nothing, join the newest open wire call, as every reading of them did', () => {
    const sent = { phrase: 'mcp-remote/local-to-remote', kind: 'request-sent' as const, method: 'tools/call' };
    const c = new Capture({ session: 'bridge#1', transport: 'stdio' });
    said(c, 'Waiting for server to respond to initialize request...', { phrase: 'vscode/waiting-initialize', kind: 'waiting', method: 'initialize', scope: 'connection' });
    c.msg('client', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'a' } });
    c.msg('client', { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'b' } });
    said(c, '[4227] [Local→Remote] tools/call', sent);
    c.msg('server', { jsonrpc: '2.0', id: 1, result: {} });
    c.msg('server', { jsonrpc: '2.0', id: 2, result: {} });
    const r = run(c.events);
    const byKey = new Map(r.requests.map((t) => [t.key, t]));
    expect(r.requests.map((t) => t.method).sort()).toEqual(['initialize', 'tools/call', 'tools/call']);
    expect(byKey.get('s1:2')!.said.map((e) => e.text)).toEqual(['[4227] [Local→Remote] tools/call']);
    expect(byKey.get('s1:1')!.said).toEqual([]);
    expect(classify(r.requests.find((t) => t.method === 'initialize')!)).toMatchObject({ outcome: 'completed' });
    // None open: the words are a call of their own.
    const d = new Capture({ session: 'bridge#1', transport: 'stdio' });
    said(d, '[4227] [Local→Remote] tools/call', sent);
    const alone = run(d.events).requests;
    expect(alone).toHaveLength(1);
    expect(alone[0]).toMatchObject({ basis: 'host-log', method: 'tools/call' });
  });

  it('a connection-closed line reaches every open request of the session', () => {
    const c = new Capture({ session: 's#1', transport: null });
    said(c, 'Calling tool a', { kind: 'request-sent', method: 'tools/call', target: 'a' });
    said(c, 'Calling tool b', { kind: 'request-sent', method: 'tools/call', target: 'b' });
    said(c, 'Server process exited with code 1', { kind: 'connection-closed', exitCode: 1 });
    const r = run(c.events);
    expect(r.requests.map((t) => classify(t).outcome)).toEqual(['lost', 'lost']);
  });

  it('only a start and the end of the capture: pending', () => {
    const c = new Capture({ session: 's#1', transport: null });
    said(c, 'Waiting for server to respond to `initialize` request...', { kind: 'request-sent', method: 'initialize', scope: 'connection' });
    const t = run(c.events).requests[0]!;
    expect(classify(t)).toMatchObject({ outcome: 'pending' });
  });

  // MicrosoftDocs/mcp#118 (VS Code): the connection goes to Error on a failed POST, and in the same
  // instant the pending logging/setLevel is rejected with "Canceled": no one cancelled it.
  it('a request failed as "Canceled" in the instant its connection failed is lost with the connection, not cancelled', () => {
    const c = new Capture({ session: 'p1', transport: 'streamable-http' });
    said(c, 'Connection state: Error Error sending message to https://docs.example.org/api/mcp: TypeError: fetch failed',
      { phrase: 'vscode/send-failed', kind: 'connection-closed', scope: 'connection', error: 'Error sending message to https://docs.example.org/api/mcp: TypeError: fetch failed' });
    said(c, 'Failed to set MCP server log level: Canceled: Canceled', { phrase: 'vscode/set-log-level-failed', kind: 'failed', method: 'logging/setLevel', error: 'Canceled: Canceled' });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]!.said).toHaveLength(2);
    // The failed send was the request's own POST: its exchange broke (stream-closed).
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'lost', cause: 'stream-closed', serverState: 'unknown' });
  });

  // Michael-Obele/shadcn-svelte-mcp#6 (VS Code): the session refusal's quoted body is read as the answer to a message the
  // capture does not show; the rejection of the pending setLevel in the same millisecond names that message.
  const setLevelRefused = (gapMs: number, words: Omit<HostSaid, 'phrase'> & { phrase?: string }) => {
    const c = new Capture({ session: 'p1', transport: 'streamable-http' });
    const stream = { id: 'line-6', status: 404, url: 'https://docs.example.test/mcp' };
    c.add({ kind: 'http-status', from: 'server', stream });
    c.err('server', null, -32000, 'Session not found', stream);
    c.wait(gapMs);
    said(c, 'Failed to set MCP server log level: Canceled: Canceled', words);
    return run(c.events).requests;
  };
  const canceledWords = { phrase: 'vscode/set-log-level-failed', kind: 'failed' as const, method: 'logging/setLevel', error: 'Canceled: Canceled' };

  it('a request rejected in the instant of a session refusal naming no request is the refused one, failed on it', () => {
    const reqs = setLevelRefused(0, canceledWords);
    expect(reqs).toHaveLength(1);
    expect(reqs[0]!.method).toBe('logging/setLevel');
    expect(classify(reqs[0]!)).toMatchObject({ outcome: 'failed', cause: 'session-expired', serverState: 'unknown' });
  });

  it('the same rejection seconds later, or words that a request completed, are another request', () => {
    const later = setLevelRefused(5000, canceledWords);
    expect(later.map((t) => t.method).sort()).toEqual(['logging/setLevel', 'unknown']);
    const completed = setLevelRefused(0, { phrase: 'vscode/discovered-tools', kind: 'completed', method: 'tools/list' });
    expect(completed.find((t) => t.method === 'unknown')).toBeDefined();
  });

  it('a cancel line later than the close is a cancel; a close with another error leaves it connection-closed', () => {
    const later = new Capture({ session: 'p1', transport: 'streamable-http' });
    said(later, 'Connection state: Error Error sending message to https://x.test/mcp: TypeError: fetch failed', { phrase: 'vscode/send-failed', kind: 'connection-closed', scope: 'connection', error: 'Error sending message to https://x.test/mcp: TypeError: fetch failed' });
    later.wait(5000);
    said(later, 'Failed to set MCP server log level: Canceled: Canceled', { phrase: 'vscode/set-log-level-failed', kind: 'failed', method: 'logging/setLevel', error: 'Canceled: Canceled' });
    expect(classify(run(later.events).requests[0]!)).toMatchObject({ outcome: 'cancelled' });

    const exited = new Capture({ session: 'p1', transport: 'stdio' });
    said(exited, 'Process exited', { phrase: 'vscode/test-close', kind: 'connection-closed', scope: 'connection', error: 'Process exited with code 1' });
    said(exited, 'Failed to set MCP server log level: Canceled: Canceled', { phrase: 'vscode/set-log-level-failed', kind: 'failed', method: 'logging/setLevel', error: 'Canceled: Canceled' });
    expect(classify(run(exited.events).requests[0]!)).toMatchObject({ outcome: 'lost', cause: 'connection-closed' });
  });

  // microsoft/vscode#252388: "Error sending message … fetch failed", then "Server exited before responding to `initialize`".
  it('the close that names the initialize takes the failed send logged in the same instant: its POST broke', () => {
    const c = new Capture({ session: 'p1', transport: 'streamable-http' });
    said(c, 'Connection state: Error Error sending message to http://localhost:8100/mcp: TypeError: fetch failed', { phrase: 'vscode/send-failed', kind: 'connection-closed', scope: 'connection', error: 'Error sending message to http://localhost:8100/mcp: TypeError: fetch failed' });
    said(c, 'Server exited before responding to `initialize` request.', { phrase: 'vscode/exited-before-initialize', kind: 'connection-closed', method: 'initialize', scope: 'connection' });
    const r = run(c.events);
    expect(r.requests.map((t) => t.method)).toEqual(['initialize']);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'lost', cause: 'stream-closed' });
  });

  // microsoft/vscode#246685: the fallback's GET refused ("Error 404 status connecting to <url> as SSE: <page>"), then in
  // the same millisecond "Server exited before responding to `initialize`" and the close: one initialize, refused.
  it('the close that names the initialize, in the instant its refusal ended it, is the same initialize', () => {
    const c = new Capture({ session: 'p1', transport: 'streamable-http' });
    said(c, 'Connection state: Error 404 status connecting to http://localhost:3400/ as SSE: <!DOCTYPE html>',
      { phrase: 'vscode/status-connecting-as-sse', kind: 'http-status', status: 404, method: 'initialize', scope: 'connection', error: '<!DOCTYPE html>' });
    c.hostLog('<pre>Cannot GET /</pre>', 'client');
    c.close('server exited before responding to initialize');
    said(c, 'Server exited before responding to `initialize` request.', { phrase: 'vscode/exited-before-initialize', kind: 'connection-closed', method: 'initialize', scope: 'connection' });
    const r = run(c.events);
    expect(r.requests.map((t) => t.method)).toEqual(['initialize']);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'failed', cause: 'server-error', serverState: 'failed' });

    // A clock tick later is still that account (Azure-Samples/remote-mcp-apim-appservice-dotnet#2: APIM's 401 'as SSE'
    // at .496, the exit at .497).
    const tick = new Capture({ session: 'p1', transport: 'streamable-http' });
    said(tick, 'Connection state: Error 401 status connecting to https://apim.test/mcp/sse as SSE: { "statusCode": 401 }',
      { phrase: 'vscode/status-connecting-as-sse', kind: 'http-status', status: 401, method: 'initialize', scope: 'connection', error: '{ "statusCode": 401 }' });
    tick.wait(1);
    said(tick, 'Server exited before responding to `initialize` request.', { phrase: 'vscode/exited-before-initialize', kind: 'connection-closed', method: 'initialize', scope: 'connection' });
    const ticked = run(tick.events).requests;
    expect(ticked.map((t) => t.method)).toEqual(['initialize']);
    expect(classify(ticked[0]!)).toMatchObject({ outcome: 'failed', cause: 'server-error', serverState: 'failed' });

    // A later close is another connection's account; so is another server's in the same instant.
    const later = new Capture({ session: 'p1', transport: 'streamable-http' });
    said(later, 'Connection state: Error 404 status connecting to http://localhost:3400/ as SSE: <!DOCTYPE html>',
      { phrase: 'vscode/status-connecting-as-sse', kind: 'http-status', status: 404, method: 'initialize', scope: 'connection', error: '<!DOCTYPE html>' });
    later.wait(2000);
    said(later, 'Server exited before responding to `initialize` request.', { phrase: 'vscode/exited-before-initialize', kind: 'connection-closed', method: 'initialize', scope: 'connection' });
    expect(run(later.events).requests.map((t) => t.method)).toEqual(['initialize', 'initialize']);
  });

  // The spawn itself failed: no process, so no initialize was written, and the close after it lost nothing
  // (eyaltoledano/claude-task-master#422, upstash/context7#19, anthropics' Claude Code in upstash/context7#49).
  // A tool's own spawn failure, from a running server, is still that call's error.
  it.each([
    ['cursor/client-error-spawn', 'failed', 'A system error occurred (spawn npx ENOENT)'],
    ['cursor/reload-failed', 'failed', 'A system error occurred (spawn npx ENOENT)'],
    ['claude-code/connect-failed', 'failed', 'spawn npx -y @acme/notes-mcp@latest ENOENT'],
    ['claude-code/connect-failed', 'failed', 'Error: spawn Unknown system error -8'],
    ['librechat/spawn-failed', 'connection-closed', 'spawn npx ENOENT'],
  ] as const)('a spawn that failed (%s: %s) starts no request, nor does the close after it', (phrase, kind, error) => {
    const c = new Capture({ session: 'oard#2', transport: null });
    said(c, 'Starting new stdio process with command: npx x', { phrase: 'cursor/starting-stdio', kind: 'connecting', scope: 'connection', spawned: true });
    said(c, error, { phrase, kind, method: kind === 'failed' ? 'initialize' : undefined, scope: 'connection', error });
    said(c, 'Client closed for command', { phrase: 'cursor/client-closed', kind: 'connection-closed', scope: 'connection' });
    expect(run(c.events).requests).toEqual([]);
  });

  // BeehiveInnovations/pal-mcp-server#149: Claude Desktop wrote its initialize, then Node reported the spawn failed
  // (asynchronously, 83 ms later). The initialize went nowhere: lost with the connection. Across hosts.
  it.each([
    ['claude-desktop/spawn-failed', 'connection-closed', 'spawn /home/dana/app/.venv/bin/python ENOENT'],
    ['cursor/client-error-spawn', 'failed', 'A system error occurred (spawn npx ENOENT)'],
    ['librechat/spawn-failed', 'connection-closed', 'spawn npx.cmd EINVAL'],
  ] as const)('a spawn failure (%s) after the client wrote its initialize loses that initialize', (phrase, kind, error) => {
    const c = new Capture({ session: 'orchard#1', transport: null });
    said(c, 'Server started and connected successfully', { phrase: 'claude-desktop/server-started', kind: 'connecting', scope: 'connection', spawned: true });
    c.req('client', 0, 'initialize', { protocolVersion: '2024-11-05', capabilities: {}, clientInfo: { name: 'x', version: '0' } });
    c.wait(83);
    said(c, error, { phrase, kind, method: kind === 'failed' ? 'initialize' : undefined, scope: 'connection', error });
    const r = run(c.events);
    expect(r.requests.map((t) => [t.method, t.id])).toEqual([['initialize', 0]]);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'lost', cause: 'connection-closed', serverState: 'unknown' });
  });

  // The builder reads a line's connection failure once: the sink gets the session's kept failure words with each
  // request, the ones the request carries among them (analyze.ts noteCarried looks them up instead of reading again).
  it.each([
    ['a spawn failure after the initialize', true],
    ['the initialize alone', false],
  ])('the sink gets the session\'s connection-failure words with its request (%s)', (_what, fails) => {
    const c = new Capture({ session: 'orchard#1', transport: null });
    said(c, 'Server started and connected successfully', { phrase: 'claude-desktop/server-started', kind: 'connecting', scope: 'connection', spawned: true });
    c.req('client', 0, 'initialize', { protocolVersion: '2024-11-05', capabilities: {}, clientInfo: { name: 'x', version: '0' } });
    c.wait(83);
    const spawn = fails ? said(c, 'spawn npx ENOENT', { phrase: 'claude-desktop/spawn-failed', kind: 'connection-closed', scope: 'connection', error: 'spawn npx ENOENT' }) : null;
    const got: { t: RequestTimeline; failures: readonly ConnectionFailure[] | null }[] = [];
    const kept: (ConnectionFailure[] | undefined)[] = [];
    const b = createTimelineBuilder(
      { request: (t, failures) => got.push({ t, failures }), session: (s) => kept.push(s.connectionFailures) },
      { file: c.file, clock: 'utc', zone: null, zoneAssumed: false },
    );
    for (const e of c.events) b.push(e);
    b.end();
    expect(got.map(({ t }) => t.method)).toEqual(['initialize']);
    const { t, failures } = got[0]!;
    if (spawn === null) {
      expect(failures).toBeNull();
      expect(kept).toEqual([undefined]);
    } else {
      expect(failures).toEqual([{ event: spawn, kind: 'exited' }]);
      expect(t.entries.some((en) => en.event === spawn)).toBe(true);
      expect(kept[0]).toBe(failures);
    }
  });

  // ruaan-deysel/unraid-management-agent#59: Cursor begins a Streamable HTTP connect and the paste ends ten seconds later
  // with no word of its outcome: its initialize is still unanswered. The same connect answered, or closed (an HTTP
  // close says nothing of a handshake in flight), leaves no request of the connect's own.
  it('an HTTP connect left with no word of its outcome is an initialize still waiting; its close alone starts none', () => {
    const http = { phrase: 'cursor/connecting-http', kind: 'connecting' as const, method: 'initialize', scope: 'connection' as const };
    const c = new Capture({ session: 'nas#1', transport: null });
    said(c, 'Connecting to streamableHttp server', http);
    c.wait(10_000);
    const r = run(c.events);
    expect(r.requests.map((t) => t.method)).toEqual(['initialize']);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'pending' });
    const d = new Capture({ session: 'nas#1', transport: null });
    said(d, 'Connecting to streamableHttp server', http);
    said(d, 'Successfully connected to streamableHttp server', { phrase: 'cursor/connected', kind: 'connected', method: 'initialize', scope: 'connection' });
    expect(run(d.events).requests).toEqual([]);
    const e = new Capture({ session: 'nas#1', transport: null });
    said(e, 'Connecting to streamableHttp server', http);
    said(e, 'Client closed for command', { phrase: 'cursor/client-closed', kind: 'connection-closed', scope: 'connection' });
    expect(run(e.events).requests).toEqual([]);
    // The CreateClient's "Creating streamableHttp transport" and its "Connecting to …" are one connect: one initialize
    // when the capture stops after them, none once it is answered (atlassian/atlassian-mcp-server#56).
    const f = new Capture({ session: 'nas#1', transport: null });
    said(f, 'Creating streamableHttp transport', http);
    said(f, 'Connecting to streamableHttp server', http);
    f.wait(10_000);
    expect(run(f.events).requests.map((t) => t.method)).toEqual(['initialize']);
    const g = new Capture({ session: 'nas#1', transport: null });
    said(g, 'Creating streamableHttp transport', http);
    said(g, 'Connecting to streamableHttp server', http);
    said(g, 'Successfully connected to streamableHttp server', { phrase: 'cursor/connected', kind: 'connected', method: 'initialize', scope: 'connection' });
    expect(run(g.events).requests).toEqual([]);
  });

  // ai-hero-dev/ai-sdk-v6-crash-course#7: the AI SDK's SSE transport refused its event stream (405) before the client
  // wrote its initialize: the connect's failure speaks of no request. Its refused POST names one it sent, and stays.
  it('the AI SDK refusing its SSE event stream at connect starts no request; its refused POST is still a request', () => {
    const c = new Capture({ session: 'sdk#1', transport: null });
    const error = 'MCP SSE Transport Error: 405 Method Not Allowed';
    said(c, `MCPClientError: ${error}`, { phrase: 'generic/ai-sdk-sse-stream-refused-alone', kind: 'failed', method: 'initialize', scope: 'connection', error });
    expect(run(c.events).requests).toEqual([]);
    const d = new Capture({ session: 'sdk#1', transport: null });
    const posted = 'MCP SSE Transport Error: POSTing to endpoint (HTTP 500): upstream failed';
    said(d, posted, { phrase: 'x/sse-post-refused', kind: 'failed', method: 'initialize', scope: 'connection', error: posted });
    expect(run(d.events).requests.map((t) => t.method)).toEqual(['initialize']);
  });

  it('a tool call that failed with a spawn error is still that call, failed', () => {
    const c = new Capture({ session: 'git#1', transport: null });
    said(c, "Calling tool 'log'", { phrase: 'cursor/calling-tool', kind: 'request-sent', method: 'tools/call', target: 'log' });
    said(c, "Error calling tool 'log': spawn git ENOENT", { phrase: 'cursor/error-calling-tool', kind: 'failed', method: 'tools/call', target: 'log', error: 'spawn git ENOENT' });
    const r = run(c.events);
    expect(r.requests.map((t) => [t.method, t.target])).toEqual([['tools/call', 'log']]);
  });

  // AgentDeskAI/browser-tools-mcp#44: Cursor starts a process that prints banners on stdout and never speaks MCP; the
  // capture ends 4.5 s later with nothing more said of that connect: its initialize is still waiting. Words that the
  // connect returned (microsoft/mcp#1045), or a request on it, leave nothing open.
  it.each([
    ['cursor/starting-stdio', 'Starting new stdio process with command: npx x'],
    ['vscode/running', 'Connection state: Running'],
  ] as const)('a started process (%s) the capture ends on, unanswered, leaves its initialize pending', (phrase, text) => {
    const c = new Capture({ session: 'a1c9#1', transport: null });
    said(c, text, { phrase, kind: 'connecting', scope: 'connection', spawned: true });
    c.wait(4_500);
    c.add({ kind: 'host-log', text: 'Client error for command Unexpected token \'L\', "Listening "... is not valid JSON' });
    const r = run(c.events);
    expect(r.requests.map((t) => t.method)).toEqual(['initialize']);
    expect(r.requests[0]!.request.at).toBe(T0);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'pending', cause: 'unknown', serverState: 'unknown' });

    const d = new Capture({ session: 'a1c9#1', transport: null });
    said(d, text, { phrase, kind: 'connecting', scope: 'connection', spawned: true });
    said(d, 'Successfully connected to stdio server', { phrase: 'cursor/connected', kind: 'connected', method: 'initialize', scope: 'connection' });
    expect(run(d.events).requests).toEqual([]);

    const e = new Capture({ session: 'a1c9#1', transport: null });
    said(e, text, { phrase, kind: 'connecting', scope: 'connection', spawned: true });
    said(e, "Calling tool 'x'", { phrase: 'cursor/calling-tool', kind: 'request-sent', method: 'tools/call', target: 'x' });
    said(e, "Successfully called tool 'x'", { phrase: 'cursor/called-tool', kind: 'completed', method: 'tools/call', target: 'x' });
    expect(run(e.events).requests.map((t) => t.method)).toEqual(['tools/call']);

    // The host's own error about the connect in words no row reads: its fate is there, not pending. The server's
    // stderr, or a line about something else, does not say it.
    const f = new Capture({ session: 'a1c9#1', transport: null });
    said(f, text, { phrase, kind: 'connecting', scope: 'connection', spawned: true });
    f.add({ kind: 'host-log', level: 'error', text: "Failed to connect to MCP Server 'x'. Error: SSE error: Non-200 status code (405)" });
    expect(run(f.events).requests).toEqual([]);
    const g = new Capture({ session: 'a1c9#1', transport: null });
    said(g, text, { phrase, kind: 'connecting', scope: 'connection', spawned: true });
    g.add({ kind: 'host-log', level: 'warning', from: 'server', text: 'docker: Cannot connect to the Docker daemon' });
    g.add({ kind: 'host-log', level: 'error', text: 'Unable to read the workspace settings' });
    expect(run(g.events).requests.map((t) => t.method)).toEqual(['initialize']);
  });

  // The Python SDK's FastMCP wraps a tool's exception as "Error executing tool <name>: <exception>" and answers the call
  // with it (avivsinai/langfuse-mcp#5, sooperset/mcp-atlassian#382): the server's answer, failed. The same words around
  // the MCP client's own failure (the Vercel AI SDK: vercel/ai#5365) are read by that failure's words.
  it.each([
    ['Error executing tool fetch_ticket: Context is not available outside of a request', 'Context is not available outside of a request', { outcome: 'failed', cause: 'server-error', serverState: 'failed' }],
    ["Error executing tool lookup: 'NoneType' object has no attribute 'get'", "'NoneType' object has no attribute 'get'", { outcome: 'failed', cause: 'server-error', serverState: 'failed' }],
    // a timeout inside the wrapper is the tool's own wait upstream (httpx's read timeout); the SDK's timer the AI SDK
    // wraps in the same words is the client's
    ['Error executing tool lookup: The read operation timed out', 'The read operation timed out', { outcome: 'failed', cause: 'server-error', serverState: 'failed' }],
    ['Error executing tool lookup: MCP error -32001: Request timed out', 'MCP error -32001: Request timed out', { cause: 'client-timeout' }],
    ['Error executing tool find_event: Attempted to send a request from a closed client', 'Attempted to send a request from a closed client', { outcome: 'lost', cause: 'connection-closed' }],
    ['Error calling tool lookup: something odd', 'something odd', { outcome: 'failed', cause: 'unknown', serverState: 'unknown' }],
  ] as const)('a tool failure worded %j is read by who wrote it', (text, error, want) => {
    const c = new Capture({ session: 'chat#1', transport: null });
    const target = /tool (\w+):/.exec(text)![1]!;
    said(c, text, { phrase: 'generic/calling-tool-failed', kind: 'failed', method: 'tools/call', target, error });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    expect(classify(r.requests[0]!)).toMatchObject(want);
  });

  // AgentDeskAI/browser-tools-mcp#123: Cursor starts the process, which closes 975 ms later.
  it('a started process that closes before any message lost its initialize; one that carried a request did not', () => {
    const c = new Capture({ session: 'ools#1', transport: null });
    said(c, 'Starting new stdio process with command: npx x', { phrase: 'cursor/starting-stdio', kind: 'connecting', scope: 'connection', spawned: true });
    c.wait(975);
    said(c, 'Client closed for command', { phrase: 'cursor/client-closed', kind: 'connection-closed', scope: 'connection' });
    const r = run(c.events);
    expect(r.requests.map((t) => t.method)).toEqual(['initialize']);
    expect(r.requests[0]!.request.at).toBe(T0);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'lost', cause: 'connection-closed', serverState: 'unknown' });

    const d = new Capture({ session: 'ools#1', transport: null });
    said(d, 'Starting new stdio process with command: npx x', { phrase: 'cursor/starting-stdio', kind: 'connecting', scope: 'connection', spawned: true });
    said(d, "Calling tool 'x'", { phrase: 'cursor/calling-tool', kind: 'request-sent', method: 'tools/call', target: 'x' });
    said(d, "Successfully called tool 'x'", { phrase: 'cursor/called-tool', kind: 'completed', method: 'tools/call', target: 'x' });
    said(d, 'Client closed for command', { phrase: 'cursor/client-closed', kind: 'connection-closed', scope: 'connection' });
    expect(run(d.events).requests.map((t) => t.method)).toEqual(['tools/call']);

    // Azure/MCP#39: words that the handshake is done (a message carrying the session id) come first:
    // the failed send was a later message, which the words do not name
    const e = new Capture({ session: 'p1', transport: 'streamable-http' });
    said(e, 'Received POST message for sessionId 3f9c', { phrase: 'inspector/session-message', kind: 'connected', method: 'initialize', scope: 'connection' });
    said(e, 'Error POSTing to endpoint (HTTP 502): Bad Gateway', { phrase: 'typescript-sdk/post-http-status', kind: 'http-status', status: 502, sending: true, error: 'Error POSTing to endpoint (HTTP 502): Bad Gateway' });
    expect(run(e.events).requests.map((t) => t.method)).toEqual(['unknown']);
  });

  // microsoft/mcp#1045: Cursor 2.0's CreateClient and ReloadClient start a process each in one millisecond; the
  // reload's npx lost its arguments, its shell complained about the initialize it read, and one connect was answered.
  it('overlapping process starts on one label: one "connected" answers one, the other handshake still waits', () => {
    const start = { phrase: 'cursor/starting-stdio', kind: 'connecting' as const, scope: 'connection' as const, spawned: true };
    const connected = { phrase: 'cursor/connected', kind: 'connected' as const, method: 'initialize', scope: 'connection' as const };
    const c = new Capture({ session: 'p1', transport: null });
    said(c, 'Starting new stdio process with command: npx -y x', start);
    said(c, 'Starting new stdio process with command: npx', start);
    c.wait(343);
    // the shell's own diagnostic, passed through at error level: not the host's word on either connect
    c.hostLog('sh: line 1: method:initialize: command not found', 'client', 'error');
    c.wait(1_219);
    said(c, 'Successfully connected to stdio server', connected);
    const r = run(c.events);
    expect(r.requests.map((t) => t.method)).toEqual(['initialize']);
    expect(r.requests[0]!.request.at).toBe(T0);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'pending', cause: 'unknown', serverState: 'unknown' });

    // both answered: nothing waits
    const d = new Capture({ session: 'p1', transport: null });
    said(d, 'Starting new stdio process with command: npx -y x', start);
    said(d, 'Starting new stdio process with command: npx -y x', start);
    said(d, 'Successfully connected to stdio server', connected);
    said(d, 'Successfully connected to stdio server', connected);
    expect(run(d.events).requests).toHaveLength(0);

    // a close after them names no start: which connect it ended is not in the words
    const e = new Capture({ session: 'p1', transport: null });
    said(e, 'Starting new stdio process with command: npx -y x', start);
    said(e, 'Starting new stdio process with command: npx -y x', start);
    said(e, 'Successfully connected to stdio server', connected);
    said(e, 'Client closed for command', { phrase: 'cursor/client-closed', kind: 'connection-closed', scope: 'connection' });
    expect(run(e.events).requests).toHaveLength(0);

    // a build that never words its connects, only the calls: two starts leave nothing to tell
    const f = new Capture({ session: 'p1', transport: null });
    said(f, 'Starting new stdio process with command: npx -y x', start);
    said(f, 'Starting new stdio process with command: npx -y x', start);
    said(f, "Calling tool 'x'", { phrase: 'cursor/calling-tool', kind: 'request-sent', method: 'tools/call', target: 'x' });
    said(f, "Successfully called tool 'x'", { phrase: 'cursor/called-tool', kind: 'completed', method: 'tools/call', target: 'x' });
    expect(run(f.events).requests.map((t) => t.method)).toEqual(['tools/call']);
  });

  // ee0pdt/Godot-MCP#24, modelcontextprotocol/typescript-sdk#1049: the TS SDK's -32000 exists only as a pending
  // request's rejection; on a connection that carried nothing, that request was the initialize. After a call,
  // with nothing open, it names no request: it waits for the words that do.
  it('a pending request rejected by the close is the initialize on a connection that carried nothing', () => {
    const c = new Capture({ session: 'p1', transport: null });
    said(c, '[McpError]: MCP error -32000: Connection closed', { phrase: 'typescript-sdk/connection-closed', kind: 'connection-closed', pending: true });
    const r = run(c.events);
    expect(r.requests.map((t) => t.method)).toEqual(['initialize']);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'lost', cause: 'connection-closed', serverState: 'unknown' });

    const d = new Capture({ session: 'p1', transport: null });
    said(d, "Calling tool 'x'", { phrase: 'cursor/calling-tool', kind: 'request-sent', method: 'tools/call', target: 'x' });
    said(d, "Successfully called tool 'x'", { phrase: 'cursor/called-tool', kind: 'completed', method: 'tools/call', target: 'x' });
    said(d, 'MCP error -32000: Connection closed', { phrase: 'typescript-sdk/connection-closed', kind: 'connection-closed', pending: true });
    expect(run(d.events).requests.map((t) => t.method)).toEqual(['tools/call']);

    // without the flag, a bare close on an untouched connection names nothing
    const e = new Capture({ session: 'p1', transport: null });
    said(e, 'Connection state: error', { phrase: 'librechat/closed', kind: 'connection-closed' });
    expect(run(e.events).requests).toHaveLength(0);
  });

  // cursor--v2fsm-sse-bad-request, librechat--spawn-enoent-no-request: a connect that is not a started process.
  it('a connect in words that is not a started process says nothing of a handshake when it closes', () => {
    const c = new Capture({ session: 'p1', transport: null });
    said(c, 'Connection state: connecting', { phrase: 'librechat/connecting', kind: 'connecting', scope: 'connection' });
    said(c, 'Connection state: error', { phrase: 'librechat/closed', kind: 'connection-closed', scope: 'connection' });
    expect(run(c.events).requests).toHaveLength(0);
  });

  // coddingtonbear/obsidian-local-rest-api#258: Claude Desktop's "Server started", then the transport closes.
  it('a transport close after a started process with no message ends the initialize; an intentional shutdown does not', () => {
    for (const [expected, want] of [[false, ['initialize']], [true, []]] as const) {
      const c = new Capture({ session: 'notes#1', transport: 'stdio' });
      said(c, 'Server started and connected successfully', { phrase: 'claude-desktop/server-started', kind: 'connecting', scope: 'connection', spawned: true });
      c.wait(2871);
      c.add({ kind: 'transport-close', from: expected ? 'client' : 'server', close: { reason: 'server transport closed', expected } });
      const r = run(c.events);
      expect(r.requests.map((t) => t.method)).toEqual(want);
      if (want.length > 0) expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'lost', cause: 'connection-closed' });
    }
  });

  // obot-platform/obot#3419: "500 status sending message" names no message; on a fresh connection it is the initialize.
  it('an unnamed status on a send is the initialize on a fresh connection, the open request otherwise', () => {
    const c = new Capture({ session: 'p1', transport: 'streamable-http' });
    said(c, 'Connection state: Error 500 status sending message to http://x/mcp: Failed to load session', { phrase: 'vscode/status-sending-message', kind: 'http-status', status: 500, sending: true, error: 'Failed to load session' });
    const r = run(c.events);
    expect(r.requests.map((t) => t.method)).toEqual(['initialize']);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'failed', cause: 'server-error' });

    const d = new Capture({ session: 'p1', transport: 'streamable-http' });
    said(d, "Calling tool 'x'", { phrase: 'cursor/calling-tool', kind: 'request-sent', method: 'tools/call', target: 'x' });
    said(d, 'Connection state: Error 500 status sending message to http://x/mcp: oops', { phrase: 'vscode/status-sending-message', kind: 'http-status', status: 500, sending: true, error: 'oops' });
    expect(run(d.events).requests.map((t) => t.method)).toEqual(['tools/call']);
  });

  // anthropics/claude-code#44415: the TypeScript SDK's refusal quoted alone (any host prints it for whichever
  // message the POST carried, mid-session too) names a request the excerpt does not show; under a host's words
  // that opened the connection it stays the initialize (StacklokLabs/mcp-optimizer#51's Cursor tail).
  it.each([
    ['opening the paste, no words before', true, 'unknown'],
    ['after lines of the host the paste shows', false, 'initialize'],
  ])('the SDK\'s unnamed POST refusal %s', (_n, opens, method) => {
    const c = new Capture({ session: 'p1', transport: 'streamable-http' });
    const s: Omit<HostSaid, 'phrase'> & { phrase: string } = { phrase: 'typescript-sdk/post-error', kind: 'failed', sending: true, error: 'Error POSTing to endpoint: Gateway Timeout' };
    said(c, 'Streamable HTTP error: Error POSTing to endpoint: Gateway Timeout', opens ? { ...s, opens: true } : s);
    const r = run(c.events);
    expect(r.requests.map((t) => t.method)).toEqual([method]);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'failed', cause: 'gateway-error', serverState: 'unknown' });
  });

  it.each([
    // zed-industries/zed#59841: JSON-RPC's standard message, printed bare, is the server's answer
    ['a bare JSON-RPC error message', { kind: 'failed' as const, method: 'initialize', scope: 'connection' as const, error: 'Internal error' }, { outcome: 'failed', cause: 'server-error', serverState: 'failed' }],
    ['a local error that merely mentions one', { kind: 'failed' as const, method: 'initialize', scope: 'connection' as const, error: 'could not start: Internal error in the launcher' }, { outcome: 'failed', cause: 'unknown', serverState: 'unknown' }],
    // SiderealPress/Lobster#2119: Claude Code's idle watchdog aborts through the SDK, which cancels
    ['Claude Code\'s idle watchdog', { phrase: 'claude-code/tool-idle-aborting', kind: 'timer-fired' as const, method: 'tools/call', target: 'x', elapsedMs: 1_800_000 }, { outcome: 'cancelled', cause: 'client-timeout' }],
  ])('words: %s', (_n, s, want) => {
    const c = new Capture({ session: 'x#1', transport: null });
    said(c, 'failed', { phrase: 'some-host/test', ...s });
    expect(classify(run(c.events).requests[0]!)).toMatchObject(want);
  });

  it.each([
    // docker/mcp-gateway#250: Go's io.EOF, the process behind the pipe ended
    ['EOF', { kind: 'failed' as const, method: 'initialize', scope: 'connection' as const, error: 'EOF' }, { outcome: 'lost', cause: 'connection-closed' }],
    // openai/codex#6020: the Rust SDK's ConnectionClosed, the awaited message named (or cut by a wrapped line)
    ['connection closed: initialize response', { kind: 'failed' as const, method: 'initialize', scope: 'connection' as const, error: 'MCP startup failed: handshaking with MCP server failed: connection closed: initialize response' }, { outcome: 'lost', cause: 'connection-closed' }],
    ['connection closed: (wrapped)', { kind: 'failed' as const, method: 'initialize', scope: 'connection' as const, error: 'handshaking with MCP server failed: connection closed:' }, { outcome: 'lost', cause: 'connection-closed' }],
    // zhizhuodemao/js-reverse-mcp#12: the TUI wrapped the line between "connection" and "closed"
    ['connection / closed: (wrapped mid-phrase)', { kind: 'failed' as const, method: 'initialize', scope: 'connection' as const, error: 'handshaking with MCP server failed: connection\n  closed: initialize response' }, { outcome: 'lost', cause: 'connection-closed' }],
    // google-gemini/gemini-cli#28355: a cancel whose reason is the timer's is the client's timeout, not a person
    ['a cancel for a timeout', { kind: 'cancelled' as const, method: 'tools/list', error: 'Request timed out' }, { outcome: 'cancelled', cause: 'client-timeout' }],
    ['a cancel for another reason', { kind: 'cancelled' as const, method: 'tools/list', error: 'User requested cancellation' }, { outcome: 'cancelled', cause: 'user-cancel' }],
    // aaif-goose/goose#930: Goose 1.0's channel to the extension's transport ended under the call
    ['Channel closed', { kind: 'failed' as const, method: 'tools/list', error: 'Error from mcp-server: Channel closed' }, { outcome: 'lost', cause: 'connection-closed' }],
    // sjzar/chatlog#116: an HTML page where JSON-RPC was due
    ['an HTML answer', { kind: 'failed' as const, method: 'initialize', scope: 'connection' as const, error: 'StreamableHTTPError: Streamable HTTP error: Unexpected content type: text/html; charset=utf-8' }, { outcome: 'failed', cause: 'gateway-error' }],
    // samanhappy/mcphub#324: the TypeScript SDK's own timer, on a connect whose host has no row
    ['the TS SDK timer on a connect', { kind: 'failed' as const, method: 'initialize', scope: 'connection' as const, error: 'McpError: MCP error -32001: Request timed out' }, { outcome: 'cancelled', cause: 'client-timeout' }],
    // hideya/langchain-mcp-tools-ts#13: the SDK's timer with the TypeScript SDK's code, in a host with no row
    ['the TS SDK code on an SDK timer', { kind: 'timer-fired' as const, timer: 'sdk' as const, method: 'initialize', scope: 'connection' as const, error: 'MCP server initialization timed out (error -32001)' }, { outcome: 'cancelled', cause: 'client-timeout' }],
    ['another SDK timer in a host with no row', { kind: 'timer-fired' as const, timer: 'sdk' as const, method: 'initialize', scope: 'connection' as const, error: 'initialization timed out' }, { outcome: 'abandoned', cause: 'client-timeout' }],
  ])('a failure whose words are %s', (_n, s, want) => {
    const c = new Capture({ session: 'x#1', transport: null });
    said(c, 'failed', { phrase: 'some-host/test', ...s });
    expect(classify(run(c.events).requests[0]!)).toMatchObject(want);
  });
});

describe('host-log requests: words said twice, a close after the answer, a process exit before the handshake', () => {
  // anthropics/claude-code#30147 (Claude Code's DEBUG line with the elapsed time, then its ERROR line);
  // benborla/mcp-server-mysql#111 and smart-mcp-proxy/mcpproxy-go#38 (Cursor prints its connect error twice).
  it.each([
    ['Claude Code DEBUG then ERROR',
      { phrase: 'claude-code/connect-failed-after', kind: 'failed' as const, method: 'initialize', scope: 'connection' as const, elapsedMs: 270, error: 'MCP error -32000: Connection closed' },
      { phrase: 'claude-code/connect-failed', kind: 'failed' as const, method: 'initialize', scope: 'connection' as const, error: 'MCP error -32000: Connection closed' },
      { outcome: 'lost', cause: 'connection-closed' }],
    ['Cursor doubled timer line',
      { phrase: 'cursor/connect-fallback-timed-out', kind: 'timer-fired' as const, timer: 'sdk' as const, method: 'initialize', scope: 'connection' as const, error: 'MCP error -32001: Request timed out' },
      { phrase: 'cursor/connect-fallback-timed-out', kind: 'timer-fired' as const, timer: 'sdk' as const, method: 'initialize', scope: 'connection' as const, error: 'MCP error -32001: Request timed out' },
      { outcome: 'cancelled', cause: 'client-timeout' }],
    ['an error restated with its type in front',
      { phrase: 'some-host/a', kind: 'failed' as const, method: 'initialize', scope: 'connection' as const, error: 'MCP error -32000: Connection closed' },
      { phrase: 'some-host/b', kind: 'failed' as const, method: 'initialize', scope: 'connection' as const, error: 'McpError: MCP error -32000: Connection closed' },
      { outcome: 'lost', cause: 'connection-closed' }],
  ])('a connect failure said twice in the same instant is one request (%s)', (_n, first, second, want) => {
    const c = new Capture({ session: 'x#1', transport: null });
    said(c, 'first', first);
    said(c, 'second', second);
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]!.said).toHaveLength(2);
    expect(classify(r.requests[0]!)).toMatchObject(want);
  });

  // langflow-ai/openrag#253: Langflow's stamped "Timeout waiting for STDIO session … to initialize", then a
  // multi-line "Task … failed with exception:" record whose unstamped body line restates it.
  it('a clockless line restating the connect failure a stamped line just said is the same request', () => {
    const c = new Capture({ session: 'x#1', transport: null });
    const s = { phrase: 'generic/session-initialize-wait', kind: 'timer-fired' as const, timer: 'host' as const, method: 'initialize', scope: 'connection' as const, error: 'Timeout waiting for STDIO session stdio_1_0 to initialize' };
    said(c, 'Timeout waiting for STDIO session stdio_1_0 to initialize', s);
    c.add({ kind: 'host-log', at: null, text: 'Error updating tool list: Timeout waiting for STDIO session stdio_1_0 to initialize', said: { ...s, error: 'Error updating tool list: Timeout waiting for STDIO session stdio_1_0 to initialize' } });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]!.said).toHaveLength(2);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'abandoned', cause: 'client-timeout' });
    // … but not when something else was said about the request in between, nor with another error.
    const other = new Capture({ session: 'x#1', transport: null });
    said(other, 'a', s);
    other.add({ kind: 'host-log', at: null, text: 'b', said: { ...s, error: 'Timeout waiting for SSE session to initialize' } });
    expect(run(other.events).requests).toHaveLength(2);
  });

  // shenjingnan/xiaozhi-client#127: a proxy logs the tool call its SDK timer ended, then a summary block whose lines
  // carry the timer's words bare (no method, no tool), in the same second: one timer, one call.
  it('a bare timer line in the same instant as the call a timer ended is that call\'s', () => {
    const call = { phrase: 'generic/tool-sdk-timeout', kind: 'timer-fired' as const, timer: 'sdk' as const, method: 'tools/call', target: 'transit_lookup', error: 'MCP error -32001: Request timed out' };
    const bare = { phrase: 'typescript-sdk/timeout', kind: 'timer-fired' as const, timer: 'sdk' as const };
    const c = new Capture({ session: 'x#1', transport: null });
    said(c, 'call', call);
    said(c, 'bare', bare);
    said(c, 'bare with its error', { ...bare, error: 'McpError: MCP error -32001: Request timed out' });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]!.said).toHaveLength(3);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'cancelled', cause: 'client-timeout' });
    // … but not a bare timer after a call a failure (not a timer) ended, nor one with another error.
    const other = new Capture({ session: 'x#1', transport: null });
    said(other, 'failed', { phrase: 'some-host/failed', kind: 'failed' as const, method: 'tools/call', target: 'transit_lookup', error: 'fetch failed' });
    said(other, 'bare', bare);
    expect(run(other.events).requests).toHaveLength(2);
    const third = new Capture({ session: 'x#1', transport: null });
    said(third, 'call', call);
    said(third, 'bare', { ...bare, error: 'initialization timed out' });
    expect(run(third.events).requests).toHaveLength(2);
  });

  // camel-ai/camel#2890: CAMEL's MCP client logs the SDK's timer for the tool, its tool runner says the same timer in
  // its own words at the same millisecond, and the agent's result dump quotes that on an unclocked line: one call.
  it('another layer restating a tool call\'s timer with the same limit is that call\'s', () => {
    const sdk = { phrase: 'generic/tool-python-timeout', kind: 'timer-fired' as const, timer: 'sdk' as const, method: 'tools/call', target: 'lookup_forecast', limitMs: 12_000, error: 'Timed out while waiting for response to ClientRequest. Waited 12.0 seconds.' };
    const runner = { phrase: 'generic/tool-deadline-after', kind: 'timer-fired' as const, timer: 'host' as const, method: 'tools/call', target: 'lookup_forecast', limitMs: 12_000, error: 'timed out after 12.0 seconds' };
    const c = new Capture({ session: 'camel#1', transport: null });
    said(c, 'sdk', sdk);
    said(c, 'runner', runner);
    c.add({ kind: 'host-log', text: 'dump', at: null, said: { ...runner, target: undefined } });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]!.said).toHaveLength(3);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'abandoned', cause: 'client-timeout' });
    // … not the same words twice at one instant (two calls that timed out together), nor another limit, nor another tool.
    const twice = new Capture({ session: 'camel#1', transport: null });
    said(twice, 'sdk', sdk);
    said(twice, 'sdk again', sdk);
    expect(run(twice.events).requests).toHaveLength(2);
    const limit = new Capture({ session: 'camel#1', transport: null });
    said(limit, 'sdk', sdk);
    said(limit, 'runner', { ...runner, limitMs: 30_000 });
    expect(run(limit.events).requests).toHaveLength(2);
    const tool = new Capture({ session: 'camel#1', transport: null });
    said(tool, 'sdk', sdk);
    said(tool, 'runner', { ...runner, target: 'other_tool' });
    expect(run(tool.events).requests).toHaveLength(2);
    // … nor a later timer a moment after.
    const later = new Capture({ session: 'camel#1', transport: null });
    said(later, 'sdk', sdk);
    later.wait(5_000);
    said(later, 'runner', runner);
    expect(run(later.events).requests).toHaveLength(2);
  });

  // microsoft/copilot-intellij-feedback#229: Copilot for JetBrains logs its transport's "Connection failed: McpError: …",
  // then 1 ms later "Error initializing MCP server <name>: McpError: …": the name puts the second line in the server's
  // session, and it is still the one failure.
  it('the same connect failure said again naming the server the first line did not is one request', () => {
    const c = new Capture({ session: null, transport: null });
    const f = { phrase: 'generic/connect-closed', kind: 'connection-closed' as const, method: 'initialize', scope: 'connection' as const, error: 'MCP error -32000: Connection closed' };
    said(c, 'Connection failed: McpError: MCP error -32000: Connection closed', f);
    c.wait(1);
    c.session = 'repo-tools#1';
    said(c, 'Error initializing MCP server repo-tools: McpError: MCP error -32000: Connection closed', { ...f, server: 'repo-tools' });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'lost', cause: 'connection-closed' });
    // … not a second later, nor when the first line named a server too (two servers failing together).
    const later = new Capture({ session: null, transport: null });
    said(later, 'a', f);
    later.wait(1000);
    later.session = 'repo-tools#1';
    said(later, 'b', { ...f, server: 'repo-tools' });
    expect(run(later.events).requests).toHaveLength(2);
    const two = new Capture({ session: 'a#1', transport: null });
    said(two, 'a', { ...f, server: 'a' });
    two.session = 'b#1';
    said(two, 'b', { ...f, server: 'b' });
    expect(run(two.events).requests).toHaveLength(2);
  });

  it('the same connect failure later, or with another error, is another connect', () => {
    const later = new Capture({ session: 'x#1', transport: null });
    const f = { phrase: 'cursor/connect-fallback-failed', kind: 'failed' as const, method: 'initialize', scope: 'connection' as const, error: 'fetch failed' };
    said(later, 'a', f);
    later.wait(5000);
    said(later, 'b', f);
    expect(run(later.events).requests).toHaveLength(2);
    const other = new Capture({ session: 'x#1', transport: null });
    said(other, 'a', f);
    said(other, 'b', { ...f, error: 'Token is not active' });
    expect(run(other.events).requests).toHaveLength(2);
  });

  // StacklokLabs/mcp-optimizer#51 (Cursor): the proxy answered the initialize POST with 502, then Cursor closed the client.
  it('an HTTP error status that answered the request decides over the close that follows it', () => {
    const c = new Capture({ session: 'p1', transport: null });
    said(c, 'Client error for command Error POSTing to endpoint (HTTP 502): ', { phrase: 'typescript-sdk/post-http-status', kind: 'http-status', status: 502, sending: true, error: 'Error POSTing to endpoint (HTTP 502):' });
    c.wait(1);
    said(c, 'Client closed for command', { phrase: 'cursor/client-closed', kind: 'connection-closed', scope: 'connection' });
    const r = run(c.events);
    expect(r.requests.map((t) => t.method)).toEqual(['initialize']);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'failed', cause: 'gateway-error', serverState: 'unknown' });
  });

  // Vaiz/rust-mcp-server#83 (VS Code): "Connection state: Running", then the process exits; Automattic/mcp-wordpress-remote#17
  // adds "Server exited before responding to `initialize` request." in the same instant.
  it.each([[false], [true]])('a process exit after Running with nothing carried is the initialize lost (words after the exit: %s)', (words) => {
    const c = new Capture({ session: 'p1', transport: null });
    said(c, 'Connection state: Running', { phrase: 'vscode/running', kind: 'connecting', method: 'initialize', scope: 'connection', spawned: true });
    c.wait(13);
    c.add({ kind: 'transport-close', from: 'server', close: { reason: 'process exited', expected: false, exitCode: 1 } });
    if (words) said(c, 'Server exited before responding to `initialize` request.', { phrase: 'vscode/exited-before-initialize', kind: 'connection-closed', method: 'initialize', scope: 'connection' });
    const r = run(c.events);
    expect(r.requests.map((t) => t.method)).toEqual(['initialize']);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'lost', cause: 'connection-closed', serverState: 'unknown' });
  });
});

describe('host-log requests: the host\'s words about the initialize a close ended', () => {
  // microsoft/azure-devops-mcp#59 (VS Code): "Waiting for server to respond to `initialize` request..." holds the
  // initialize open; "Connection state: Error Process exited with code 243" closes the transport (and the session);
  // "Server exited before responding to `initialize` request." follows a millisecond later, and is that initialize.
  const waiting = { phrase: 'vscode/waiting-initialize', kind: 'waiting' as const, method: 'initialize', scope: 'connection' as const };
  const exited = { phrase: 'vscode/exited-before-initialize', kind: 'connection-closed' as const, method: 'initialize', scope: 'connection' as const };
  it.each([
    ['a millisecond after the close', 1, ['initialize']],
    ['in the same instant', 0, ['initialize']],
    // Words long after the close speak of a later connection's handshake, not of the one the close ended.
    ['a second after the close', 1000, ['initialize', 'initialize']],
  ] as const)('%s: %s', (_n, gap, methods) => {
    const c = new Capture({ session: 'p2', transport: null });
    said(c, 'Connection state: Running', { phrase: 'vscode/running', kind: 'connecting', method: 'initialize', scope: 'connection', spawned: true });
    c.wait(5002);
    said(c, 'Waiting for server to respond to `initialize` request...', waiting);
    c.wait(2432);
    c.add({ kind: 'transport-close', from: 'server', close: { reason: 'process exited', expected: false, exitCode: 243 } });
    c.wait(gap);
    said(c, 'Server exited before responding to `initialize` request.', exited);
    const r = run(c.events);
    expect(r.requests.map((t) => t.method)).toEqual([...methods]);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'lost', cause: 'connection-closed', serverState: 'unknown' });
  });
  // upstash/context7#300 (VS Code): the same wait ended by VS Code's own stop ("Stopping server <name>", then
  // "Connection state: Stopped"), the note a millisecond later: still that one initialize, ended by the stop.
  it('a deliberate stop ends the waiting initialize, and the note after it starts no second one', () => {
    const c = new Capture({ session: 'p1', transport: null });
    // VS Code's own lines are the client's (ingest/formats/vscode.ts); the paste starts at the server's banner.
    c.add({ kind: 'host-log', from: 'server', text: 'Docs MCP Server running on HTTP at http://localhost:8080/mcp' });
    c.wait(4721);
    c.add({ kind: 'host-log', from: 'client', text: 'Waiting for server to respond to `initialize` request...', said: waiting });
    c.wait(1990);
    c.add({ kind: 'transport-close', from: 'client', close: { reason: 'stopped', expected: true } });
    c.wait(1);
    c.add({ kind: 'transport-close', from: 'server', close: { reason: 'server exited before responding to initialize', expected: false } });
    c.add({ kind: 'host-log', from: 'client', text: 'Server exited before responding to `initialize` request.', said: exited });
    const r = run(c.events);
    expect(r.requests.map((t) => t.method)).toEqual(['initialize']);
    expect(r.requests[0]!.transportClose?.close).toMatchObject({ reason: 'stopped', expected: true });
  });
});

describe('host-log requests: an answer quoted in a status line', () => {
  // obot-platform/obot#6503 (VS Code at info level): "Waiting for server to respond to `initialize`" for a minute,
  // then `Connection state: Error 500 status sending message to <url>: {"jsonrpc":"2.0","id":1,"error":…}`.
  const waiting = { phrase: 'vscode/waiting-initialize', kind: 'waiting' as const, method: 'initialize', scope: 'connection' as const };
  const answer = { jsonrpc: '2.0' as const, id: 1, error: { code: -32603, message: 'failed to launch server' } };

  it('the answer is the one request the words hold open without an id', () => {
    const c = new Capture({ session: 'p1', transport: 'streamable-http' });
    said(c, 'Waiting for server to respond to `initialize` request...', waiting);
    c.wait(54_000);
    c.msg('server', answer, { id: 'line-4', status: 500, url: 'http://localhost:8080/mcp' });
    const r = run(c.events);
    expect(r.requests.map((t) => [t.method, t.basis])).toEqual([['initialize', 'mixed']]);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'failed', cause: 'server-error', serverState: 'failed' });
  });

  it('not on a success status, and not when the words hold two requests open', () => {
    const ok = new Capture({ session: 'p1', transport: 'streamable-http' });
    said(ok, 'Waiting for server to respond to `initialize` request...', waiting);
    ok.msg('server', answer, { id: 'line-2', status: 200, url: 'http://localhost:8080/mcp' });
    expect(run(ok.events).requests[0]!.responses).toHaveLength(0);
    const two = new Capture({ session: 'p1', transport: 'streamable-http' });
    said(two, "Calling tool 'a'", { phrase: 'cursor/calling-tool', kind: 'request-sent', method: 'tools/call', target: 'a' });
    said(two, "Calling tool 'b'", { phrase: 'cursor/calling-tool', kind: 'request-sent', method: 'tools/call', target: 'b' });
    two.msg('server', answer, { id: 'line-3', status: 500, url: 'http://localhost:8080/mcp' });
    const calls = run(two.events).requests.filter((t) => t.method === 'tools/call');
    expect(calls).toHaveLength(2);
    expect(calls.every((t) => t.responses.length === 0)).toBe(true);
  });

  // microsoft/vscode#275139 (VS Code at debug level, the paste starting after its initialize was written): the wait,
  // then `[editor -> server] {"method":"notifications/cancelled","params":{"requestId":1},…}`.
  const cancel = { jsonrpc: '2.0' as const, method: 'notifications/cancelled', params: { requestId: 1 } };

  it('a client cancel for an id the wire never showed names the one request the words hold open', () => {
    const c = new Capture({ session: 'inventory#1', transport: 'streamable-http' });
    said(c, 'Waiting for server to respond to `initialize` request...', waiting);
    c.wait(5_000);
    said(c, 'Waiting for server to respond to `initialize` request...', waiting);
    c.wait(829);
    c.msg('client', cancel);
    const r = run(c.events);
    expect(r.requests.map((t) => [t.method, t.id, t.cancels.length])).toEqual([['initialize', 1, 1]]);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'cancelled', cause: 'client-cancel', serverState: 'unknown' });
    expect(r.sessions.flatMap((x) => x.orphanCancels)).toHaveLength(0);
  });

  it('not when the words hold two requests open, nor a request the server makes', () => {
    const two = new Capture({ session: 'p1', transport: 'streamable-http' });
    said(two, "Calling tool 'a'", { phrase: 'cursor/calling-tool', kind: 'request-sent', method: 'tools/call', target: 'a' });
    said(two, "Calling tool 'b'", { phrase: 'cursor/calling-tool', kind: 'request-sent', method: 'tools/call', target: 'b' });
    two.msg('client', cancel);
    const calls = run(two.events).requests.filter((t) => t.method === 'tools/call');
    expect(calls.map((t) => [t.target, t.id, t.cancels.length])).toEqual([['a', null, 0], ['b', null, 0]]);
    const fromServer = new Capture({ session: 'p1', transport: 'streamable-http' });
    said(fromServer, 'Waiting for server to respond to `initialize` request...', waiting);
    fromServer.msg('server', cancel);
    expect(run(fromServer.events).requests.filter((t) => t.method === 'initialize').map((t) => [t.id, t.cancels.length])).toEqual([[null, 0]]);
    // A requester whose requests the wire shows open: the cancel is about one outside the excerpt.
    const wired = new Capture({ session: 'p1', transport: 'streamable-http' });
    said(wired, 'Waiting for server to respond to `initialize` request...', waiting);
    wired.msg('client', { jsonrpc: '2.0', id: 4, method: 'tools/list' });
    wired.msg('client', cancel);
    expect(run(wired.events).requests.filter((t) => t.method === 'initialize').map((t) => [t.id, t.cancels.length])).toEqual([[null, 0]]);
  });

  // HKUDS/nanobot#4168: the failure line, then the traceback's frame inside ClientSession.call_tool in the same second.
  it('a traceback frame after the failure line is that call\'s, not a second call; a later call is its own', () => {
    const c = new Capture({ session: 'notes#1', transport: null });
    said(c, "MCP tool 'list_recent' failed: McpError: Session terminated", { phrase: 'generic/tool-named-failed', kind: 'failed', method: 'tools/call', target: 'list_recent', error: 'McpError: Session terminated' });
    said(c, 'File ".../mcp/client/session.py", line 383, in call_tool', { phrase: 'python-sdk/client-session-call-tool', kind: 'request-sent', method: 'tools/call' });
    c.wait(5000);
    said(c, 'File ".../mcp/client/session.py", line 383, in call_tool', { phrase: 'python-sdk/client-session-call-tool', kind: 'request-sent', method: 'tools/call' });
    const r = run(c.events);
    expect(r.requests).toHaveLength(2);
    expect(r.requests[0]!.said).toHaveLength(2);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'failed', cause: 'session-expired' });
  });

  // OpenHands/OpenHands#9103, livekit/agents#3302: the logger prints the exception first, then the frames without a
  // clock, down through the framework's own call_tool to ClientSession.call_tool: one call, ended by the close.
  it('a close, then the frames of a framework\'s call_tool and the SDK\'s under it, is one call the close ended', () => {
    const c = new Capture({ session: 'tools#1', transport: null });
    const bare = (text: string, s: Omit<HostSaid, 'phrase'> & { phrase: string }) =>
      c.add({ kind: 'host-log', at: null, text, said: s });
    said(c, '- openhands:ERROR: loop.py:24 - ClosedResourceError:', { phrase: 'python-sdk/closed-resource', kind: 'connection-closed', scope: 'connection', error: 'ClosedResourceError' });
    bare('  File "/app/openhands/mcp/client.py", line 127, in call_tool', { phrase: 'generic/python-mcp-module-frame-call-tool', kind: 'request-sent', method: 'tools/call' });
    bare('  File "/app/.venv/lib/python3.12/site-packages/mcp/client/session.py", line 287, in call_tool', { phrase: 'python-sdk/client-session-call-tool', kind: 'request-sent', method: 'tools/call' });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'lost', cause: 'connection-closed' });
    // A call the stack does not continue (a clock of its own, later) is a new call.
    c.wait(5000);
    said(c, 'File ".../mcp/client/session.py", line 287, in call_tool', { phrase: 'python-sdk/client-session-call-tool', kind: 'request-sent', method: 'tools/call' });
    expect(run(c.events).requests).toHaveLength(2);
  });

  // microsoft/semantic-kernel#11649: the app's line names the call, the client's exception says its transport was gone, then
  // the client's clockless frames name the method again: one call, named, lost with the connection.
  it('an app\'s named call, the close that ended it, then the client\'s frames under the close, is one call', () => {
    const c = new Capture({ session: 'farm#1', transport: null });
    const bare = (text: string, s: Omit<HostSaid, 'phrase'> & { phrase: string }) =>
      c.add({ kind: 'host-log', at: null, text, said: s });
    bare('Function Tools-GetSoilMoistureReadings failed. Error: Transport is not connected', { phrase: 'dotnet-sdk/semantic-kernel-function-failed', kind: 'request-sent', method: 'tools/call', target: 'GetSoilMoistureReadings' });
    bare('ModelContextProtocol.McpException: Transport is not connected', { phrase: 'dotnet-sdk/client-transport-not-connected', kind: 'connection-closed', scope: 'connection', error: 'Transport is not connected' });
    bare('   at ModelContextProtocol.Client.McpClientTool.InvokeCoreAsync(…)', { phrase: 'dotnet-sdk/client-frame-mcpclienttool-invokecore', kind: 'request-sent', method: 'tools/call' });
    bare('   at ModelContextProtocol.Client.McpClientExtensions.CallToolAsync(…)', { phrase: 'dotnet-sdk/client-frame-mcpclientextensions-calltool', kind: 'request-sent', method: 'tools/call' });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]!.target).toBe('GetSoilMoistureReadings');
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'lost', cause: 'connection-closed' });
    // Frames of another method under the close are another call's, not this one's.
    const d = new Capture({ session: 'farm#1', transport: null });
    d.add({ kind: 'host-log', at: null, text: 'a', said: { phrase: 'dotnet-sdk/semantic-kernel-function-failed', kind: 'request-sent', method: 'tools/call', target: 'GetSoilMoistureReadings' } });
    d.add({ kind: 'host-log', at: null, text: 'b', said: { phrase: 'dotnet-sdk/client-transport-not-connected', kind: 'connection-closed', scope: 'connection', error: 'Transport is not connected' } });
    d.add({ kind: 'host-log', at: null, text: 'c', said: { phrase: 'dotnet-sdk/client-frame-mcpclientextensions-listtools', kind: 'request-sent', method: 'tools/list' } });
    expect(run(d.events).requests).toHaveLength(2);
  });

  // agno-agi/agno#3336: Python prints the frames first and the exception last; the wrapper's call_tool frame and the
  // SDK's ClientSession.call_tool frame under it are one call, which the timeout line ends.
  it('the frames of one stack, then the timeout line, are one call the timer ended', () => {
    const c = new Capture({ session: 'bi#1', transport: null });
    const bare = (text: string, s: Omit<HostSaid, 'phrase'> & { phrase: string }) =>
      c.add({ kind: 'host-log', at: null, text, said: s });
    bare('  File "/opt/venv/lib/python3.10/site-packages/agent/utils/mcp.py", line 33, in call_tool', { phrase: 'generic/python-mcp-module-frame-call-tool', kind: 'request-sent', method: 'tools/call' });
    c.add({ kind: 'host-log', at: null, text: '    result = await session.call_tool(tool_name, kwargs)' });
    bare('  File "/opt/venv/lib/python3.10/site-packages/mcp/client/session.py", line 277, in call_tool', { phrase: 'python-sdk/client-session-call-tool', kind: 'request-sent', method: 'tools/call' });
    bare('mcp.shared.exceptions.McpError: Timed out while waiting for response to ClientRequest. Waited 5.0 seconds.', { phrase: 'python-sdk/client-timed-out', kind: 'timer-fired', timer: 'sdk', limitMs: 5000, error: 'Timed out while waiting for response to ClientRequest. Waited 5.0 seconds.' });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]!.said).toHaveLength(3);
    // Two frames of another method, or with a clock of their own, are not one stack.
    const d = new Capture({ session: 'bi#1', transport: null });
    d.add({ kind: 'host-log', at: null, text: 'a', said: { phrase: 'generic/python-mcp-module-frame-list-tools', kind: 'request-sent', method: 'tools/list' } });
    d.add({ kind: 'host-log', at: null, text: 'b', said: { phrase: 'python-sdk/client-session-call-tool', kind: 'request-sent', method: 'tools/call' } });
    said(d, 'c', { phrase: 'python-sdk/client-session-call-tool', kind: 'request-sent', method: 'tools/call' });
    expect(run(d.events).requests).toHaveLength(3);
  });

  // PrefectHQ/fastmcp#444: httpcore's error, then httpx's with the same message, on the first POST.
  it('a send failure restated by its traceback is one request; on a fresh connection it is the initialize', () => {
    const c = new Capture({ session: 'remote#1', transport: null });
    const words = 'Server disconnected without sending a response.';
    said(c, `httpcore.RemoteProtocolError: ${words}`, { phrase: 'python-sdk/httpx-remote-protocol-error', kind: 'failed', sending: true, error: words });
    said(c, `httpx.RemoteProtocolError: ${words}`, { phrase: 'python-sdk/httpx-remote-protocol-error', kind: 'failed', sending: true, error: words });
    const r = run(c.events);
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]!.method).toBe('initialize');
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'lost', cause: 'stream-closed' });
  });
});

// upstash/context7#575: three Codex starts, each failure line under the config block it tried; mark3labs/mcphost#76: one
// CLI printing one failed handshake twice with nothing of the reporter's between.
describe('a clockless connection failure said again', () => {
  const TIMED_OUT = { phrase: 'codex/startup-request-timed-out', kind: 'timer-fired', timer: 'host', method: 'initialize', scope: 'connection', server: 'docs', error: 'request timed out' } as const;
  it.each([
    ['in the same block: the same failure printed twice', false, 1],
    ['under another fence of the reporter\'s: another run', true, 2],
  ])('%s', (_what, parted, n) => {
    const c = new Capture({ session: null, transport: null });
    c.add({ kind: 'host-log', at: null, text: 'MCP client for `docs` failed to start: request timed out', said: TIMED_OUT });
    c.add({ kind: 'host-log', at: null, text: 'MCP client for `docs` failed to start: request timed out', said: TIMED_OUT, ...(parted ? { parted: true as const } : {}) });
    expect(run(c.events).requests).toHaveLength(n);
  });
});

// anthropics/claude-code#12974: the template's prose quotes the refusal, its logs block pastes it again.
describe('a clockless failure quoted on the other side of the reporter\'s fence (quotedAgain)', () => {
  const NO_TOOL = { phrase: 'claude-code/no-such-tool', kind: 'failed', method: 'tools/call', target: 'fetch_page', error: 'No such tool available: mcp__docs__fetch_page' } as const;
  const text = 'Error: No such tool available: mcp__docs__fetch_page';
  type Side = { fenced?: true; parted?: true; at?: number };
  it.each<[string, Side, Side, Partial<HostSaid>, number]>([
    ['prose, then the logs block: one call', {}, { fenced: true, parted: true }, {}, 1],
    ['the logs block, then prose: one call', { fenced: true }, { parted: true }, {}, 1],
    ['two fenced blocks: two runs', { fenced: true }, { fenced: true, parted: true }, {}, 2],
    ['one log, no fence: two calls', {}, {}, {}, 2],
    ['another tool: two calls', {}, { fenced: true, parted: true }, { target: 'other_tool', error: 'No such tool available: mcp__docs__other_tool' }, 2],
    ['another error: two calls', {}, { fenced: true, parted: true }, { error: 'No such tool available: mcp__docs__fetch_page2' }, 2],
    ['clocked: a log\'s own lines', { at: 1_000 }, { fenced: true, parted: true, at: 1_000 }, {}, 2],
  ])('%s', (_what, first, second, other, n) => {
    const c = new Capture({ session: null, transport: null });
    c.add({ kind: 'host-log', at: first.at ?? null, text, said: NO_TOOL, ...(first.fenced ? { fenced: true as const } : {}) });
    c.add({ kind: 'host-log', at: second.at ?? null, text, said: { ...NO_TOOL, ...other }, ...(second.fenced ? { fenced: true as const } : {}), ...(second.parted ? { parted: true as const } : {}) });
    expect(run(c.events).requests.filter((r) => r.method === 'tools/call')).toHaveLength(n);
  });
});

// MayDay-wpf/snow-app#51: the close's rejection of the pending call in the logs block, quoted again in the Actual section.
describe('a clockless close rejecting a named pending request, quoted across the fence (quotedAgain)', () => {
  const CLOSED = { phrase: 'generic/operation-transport-closed', kind: 'connection-closed', pending: true, method: 'tools/call', error: 'Transport closed' } as const;
  const text = 'Error: External MCP tools/call failed: Transport closed';
  it.each<[string, { fenced?: true }, { fenced?: true }, Partial<HostSaid>, number]>([
    ['the logs block, then prose: one call', { fenced: true }, {}, {}, 1],
    ['prose, then the logs block: one call', {}, { fenced: true }, {}, 1],
    ['both in the prose: two calls', {}, {}, {}, 2],
    ['both fenced: two calls', { fenced: true }, { fenced: true }, {}, 2],
    ['another method: two requests', { fenced: true }, {}, { method: 'tools/list' }, 2],
    ['not said to reject a pending request: two requests', { fenced: true }, {}, { pending: undefined }, 2],
  ])('%s', (_what, first, second, other, n) => {
    const c = new Capture({ session: null, transport: null });
    c.add({ kind: 'host-log', at: null, text, said: CLOSED, ...(first.fenced ? { fenced: true as const } : {}) });
    c.add({ kind: 'host-log', at: null, text, said: { ...CLOSED, ...other }, ...(second.fenced ? { fenced: true as const } : {}), parted: true as const });
    expect(run(c.events).requests).toHaveLength(n);
  });
});

describe('a clockless timer\'s bare sentence quoted in prose and pasted in the logs block (quotedAgain)', () => {
  const TIMED_OUT = { phrase: 'typescript-sdk/request-timed-out', kind: 'timer-fired', timer: 'sdk' } as const;
  it.each<[string, boolean, number]>([
    ['across the fence: one timer', true, 1],
    ['both in the prose: two timers', false, 2],
  ])('%s', (_what, fenced, n) => {
    const c = new Capture({ session: null, transport: null });
    c.add({ kind: 'host-log', at: null, text: 'McpError: MCP error -32001: Request timed out', said: TIMED_OUT });
    c.add({ kind: 'host-log', at: null, text: 'McpError: MCP error -32001: Request timed out', said: TIMED_OUT, ...(fenced ? { fenced: true as const, parted: true as const } : { parted: true as const }) });
    expect(run(c.events).requests).toHaveLength(n);
  });
});

// grahama1970/claude-code-mcp-enhanced#5: one error pasted as rendered (backticks eaten, the URL a link) and raw.
describe('an error pasted twice, rendered and raw (sameError)', () => {
  const FAILED = { phrase: 'generic/mcp-error', kind: 'failed', code: -32603 } as const;
  const raw = "Command failed with exit code 2 Stderr: run.sh: line 3: syntax error near unexpected token `c' (see https://docs.example.com/terms).' Stdout:";
  it.each<[string, string, number]>([
    ['backticks eaten, the URL a link: one failure', "Command failed with exit code 2 Stderr: run.sh: line 3: syntax error near unexpected token c' (see [https://docs.example.com/terms).'](https://docs.example.com/terms).') Stdout:", 1],
    ['the same text: one failure', raw, 1],
    ['other words: two failures', "Command failed with exit code 3 Stderr: run.sh: line 3: syntax error near unexpected token c' (see https://docs.example.com/terms).' Stdout:", 2],
  ])('%s', (_what, again, n) => {
    const c = new Capture({ session: null, transport: null });
    c.add({ kind: 'host-log', at: null, text: `MCP error -32603: ${raw}`, said: { ...FAILED, error: raw } });
    c.add({ kind: 'host-log', at: null, text: `MCP error -32603: ${again}`, said: { ...FAILED, error: again } });
    expect(run(c.events).requests).toHaveLength(n);
  });
});

// quarkiverse/quarkus-langchain4j#1632: the client posted notifications/initialized (the initialize was answered), then
// waited for an answer to it; its initialization timer fired 30 s later and only the tool provider's stack said so.
describe('a handshake the words give up on, after the client said it was initialized', () => {
  const GAVE_UP = { phrase: 'java-sdk/test', kind: 'timer-fired', timer: 'host', method: 'initialize', scope: 'connection' } as const;
  it.each<[string, (c: Capture) => void, Partial<HostSaid>, string]>([
    ['right before the words: the server answered', (c) => { c.note('client', 'notifications/initialized'); c.wait(30_000); }, {}, 'completed'],
    ['within the limit the words state, late by a tick', (c) => { c.note('client', 'notifications/initialized'); c.wait(30_020); }, { limitMs: 30_000 }, 'completed'],
    // An earlier lifetime's: its traffic followed it, or it lies further back than the handshake's limit.
    ['further back than the limit the words state', (c) => { c.note('client', 'notifications/initialized'); c.wait(60_000); }, { limitMs: 30_000 }, 'unknown'],
    ['an hour before the words', (c) => { c.note('client', 'notifications/initialized'); c.wait(3_600_000); }, {}, 'unknown'],
    ['traffic after it', (c) => { c.note('client', 'notifications/initialized'); c.req('client', 1, 'tools/list'); c.res('server', 1, { tools: [] }); c.wait(30_000); }, {}, 'unknown'],
    ['the host\'s words between', (c) => { c.note('client', 'notifications/initialized'); said(c, 'Connecting to server', { phrase: 'java-sdk/test', kind: 'connecting' }); c.wait(30_000); }, {}, 'unknown'],
    ['the server\'s notification is not the client\'s', (c) => { c.note('server', 'notifications/initialized'); c.wait(30_000); }, {}, 'unknown'],
  ])('%s', (_n, before, extra, state) => {
    const c = new Capture({ transport: 'streamable-http' });
    before(c);
    said(c, 'Failed to retrieve tools from MCP server: java.util.concurrent.TimeoutException', { ...GAVE_UP, ...extra });
    const init = run(c.events).requests.filter((t) => t.method === 'initialize');
    expect(init).toHaveLength(1);
    expect(classify(init[0]!)).toMatchObject({ outcome: 'abandoned', cause: 'client-timeout', serverState: state });
  });
});

// anthropics/claude-code#58687: the user-visible error pasted above a stdio tee capture, none of it clocked; the wire's
// cancel carries the same error as its reason (the TypeScript SDK cancels with String(error), then rejects the caller).
describe('a method-less symptom line above the wire that restates a cancel\'s reason (correlate.ts foldReasonAbove)', () => {
  function capture(symptomAt: 'none' | 'clocked', reason: string): Capture {
    const c = new Capture({ transport: 'stdio' });
    const bare = (m: Record<string, unknown>) => c.add({ kind: 'message', at: null, from: 'client', message: { jsonrpc: '2.0', ...m } as never });
    c.add({
      kind: 'host-log', text: 'MCP error -32001: Request timed out', ...(symptomAt === 'none' ? { at: null } : {}),
      said: { kind: 'timer-fired', phrase: 'typescript-sdk/request-timed-out', timer: 'sdk', error: 'MCP error -32001: Request timed out' },
    });
    bare({ id: 0, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'desk', version: '1' } } });
    bare({ method: 'notifications/initialized' });
    bare({ id: 2, method: 'tools/call', params: { name: 'summarise_notes', arguments: {} } });
    bare({ method: 'notifications/cancelled', params: { requestId: 2, reason } });
    c.add({ kind: 'message', at: null, from: 'server', message: { jsonrpc: '2.0', id: 0, result: { protocolVersion: '2025-03-26', capabilities: {}, serverInfo: { name: 'notes', version: '1' } } } as never });
    return c;
  }

  it('is the cancelled call\'s end, not a second request, and the verdict stays the wire\'s', () => {
    const r = run(capture('none', 'McpError: MCP error -32001: Request timed out').events);
    expect(r.requests.map((t) => t.method).sort()).toEqual(['initialize', 'tools/call']);
    const call = r.requests.find((t) => t.method === 'tools/call')!;
    expect(call.basis).toBe('wire');
    expect(call.entries.some((x) => x.kind === 'host-log' && x.event.text === 'MCP error -32001: Request timed out')).toBe(true);
    expect(classify(call)).toMatchObject({ outcome: 'cancelled', cause: 'client-timeout' });
    expect(r.sessions.map((s) => s.requestCount)).toEqual([2]);
  });

  it('gives back all its start took: the next method-less words are the first of their kind', () => {
    const c = capture('none', 'McpError: MCP error -32001: Request timed out');
    // the call answered late, so the words that follow are no longer its
    c.add({ kind: 'message', at: null, from: 'server', message: { jsonrpc: '2.0', id: 2, result: { content: [] } } as never });
    c.add({ kind: 'host-log', at: null, text: 'Tool call timed out after 30s', said: { kind: 'timer-fired', phrase: 'test/timed-out', timer: 'host', elapsedMs: 30_000 } });
    const r = run(c.events);
    expect(r.requests.filter((t) => t.method === 'unknown').map((t) => t.key)).toEqual(['s1:unknown#1']);
    expect(r.sessions.map((s) => s.requestCount)).toEqual([3]);
  });

  it.each([
    ['a clocked line is placed by its clock', 'clocked' as const, 'McpError: MCP error -32001: Request timed out'],
    ['a cancel whose reason does not carry the words', 'none' as const, 'Request cancelled by the user'],
  ])('%s: the words stay a request of their own', (_n, at, reason) => {
    const r = run(capture(at, reason).events);
    expect(r.requests.some((t) => t.method === 'unknown')).toBe(true);
  });
});

// openai/openai-agents-python#1404: httpx's line for a POST refused 400, then the app's own record of it whose message
// goes on over lines, the body last ("Bad Request: No valid session"): one refusal, whose body says why.
describe("a session refusal's body printed after the POST's status line (restated: refusalBodyAfter)", () => {
  const REFUSED = { phrase: 'python-sdk/httpx-request-refused', kind: 'http-status', status: 400, error: 'Bad Request', sending: true } as const;
  const BODY = { phrase: 'generic/mcp-session-gone', kind: 'failed', error: 'No valid session' } as const;
  it.each([
    ['the body on a line of the record, without a clock of its own', null, 1, 'session-expired'],
    ['the same words a second later, with a clock of their own: another request', 1_000, 2, 'server-error'],
  ])('%s', (_what, later, n, cause) => {
    const c = new Capture({ session: null, transport: null });
    c.add({ kind: 'host-log', text: 'HTTP Request: POST /mcp/ "HTTP/1.1 400 Bad Request"', said: REFUSED });
    if (later === null) c.add({ kind: 'host-log', at: null, text: 'Bad Request: No valid session', said: BODY });
    else c.wait(later).add({ kind: 'host-log', text: 'Bad Request: No valid session', said: BODY });
    const r = run(c.events);
    expect(r.requests).toHaveLength(n);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'failed', cause });
  });
});

// PrefectHQ/fastmcp#382: httpx's line for the message POST refused 404, then the Python SDK's post_writer failing on that
// same response (raise_for_status): one refusal of one message, not a second request of unknown method.
describe("a writer's failure with the refused send's status, under it (restated: sameRefusal)", () => {
  const REFUSED = { phrase: 'python-sdk/httpx-request-refused', kind: 'http-status', status: 404, error: 'Not Found', sending: true } as const;
  const WRITER = { phrase: 'python-sdk/post-writer-error', kind: 'failed', status: 404, error: "Client error '404 Not Found' for url 'https://h/x/messages/?session_id=1'" } as const;
  it.each([
    ['the same status under it: one initialize', 404, ['initialize']],
    ['another status: a second failure of its own', 500, ['initialize', 'unknown']],
  ])('%s', (_what, status, methods) => {
    const c = new Capture({ session: null, transport: null });
    c.add({ kind: 'host-log', at: null, text: 'HTTP Request: POST https://h/x/messages/?session_id=1 "HTTP/1.1 404 Not Found"', said: REFUSED });
    c.add({ kind: 'host-log', at: null, text: 'Error in post_writer: …', said: { ...WRITER, status } });
    const r = run(c.events);
    expect(r.requests.map((t) => t.method)).toEqual(methods);
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'failed', cause: 'server-error', serverState: 'failed' });
  });
});

// oraios/serena#487: a client's Streamable HTTP POST refused 405, then its GET of the legacy SSE stream answered 200: a new
// session, given before any message, so the POST refused after it is that session's initialize, not a later message's.
describe('a refused send after a legacy SSE stream opened is its initialize (HostWords.sseFresh)', () => {
  const REFUSED = (status: number, error: string) => ({ phrase: 'python-sdk/httpx-request-refused', kind: 'http-status', status, error, sending: true }) as const;
  const OPENED = { phrase: 'python-sdk/httpx-sse-stream-opened', kind: 'connecting', scope: 'connection', sseSession: true } as const;
  it.each([
    ['the stream opened between them: two initializes', true, ['initialize', 'initialize']],
    ['no stream between them: the second send is a later message', false, ['initialize', 'unknown']],
  ])('%s', (_what, opened, methods) => {
    const c = new Capture({ session: null, transport: null });
    c.add({ kind: 'host-log', at: null, text: 'HTTP Request: POST https://h/x/sse "HTTP/1.1 405 Method Not Allowed"', said: REFUSED(405, 'Method Not Allowed') });
    if (opened) c.add({ kind: 'host-log', at: null, text: 'HTTP Request: GET https://h/x/sse "HTTP/1.1 200 OK"', said: OPENED });
    c.add({ kind: 'host-log', at: null, text: 'HTTP Request: POST https://h/messages?session_id=1 "HTTP/1.1 404 Not Found"', said: REFUSED(404, 'Not Found') });
    expect(run(c.events).requests.map((t) => t.method)).toEqual(methods);
  });
  it('a request seen on the wire since the stream opened: the refused send is no longer its initialize', () => {
    const c = new Capture({ session: null, transport: null });
    c.add({ kind: 'host-log', at: null, text: 'HTTP Request: GET https://h/x/sse "HTTP/1.1 200 OK"', said: OPENED });
    c.add({ kind: 'message', at: null, from: 'client', message: { jsonrpc: '2.0', id: 0, method: 'initialize', params: {} } as never });
    c.add({ kind: 'message', at: null, from: 'server', message: { jsonrpc: '2.0', id: 0, result: { protocolVersion: '2024-11-05', capabilities: {}, serverInfo: { name: 'x', version: '1' } } } as never });
    c.add({ kind: 'host-log', at: null, text: 'HTTP Request: POST https://h/messages?session_id=1 "HTTP/1.1 404 Not Found"', said: REFUSED(404, 'Not Found') });
    // the wire's initialize, answered, and the refused send of a later message
    expect(run(c.events).requests.map((t) => t.method)).toEqual(['initialize', 'unknown']);
  });
});

// Eigenwise/atomic-agents#135: the app's label names its operation ("Failed to list tools via MCP session: Session
// terminated"), the clockless ClientSession frame under it the call that raised (`await session.initialize()`).
describe("a label's method from its words, corrected by the SDK frame under it (tracedBack)", () => {
  const LABEL = { phrase: 'generic/mcp-session-gone', kind: 'failed', method: 'tools/list', error: 'Session terminated' } as const;
  it('is one request, the frame\'s initialize, keyed by it', () => {
    const c = new Capture({ session: null, transport: null });
    c.add({ kind: 'host-log', at: null, text: 'Failed to list tools via MCP session: Session terminated', said: LABEL });
    c.add({ kind: 'host-log', at: null, text: '    await session.initialize()', said: { phrase: 'python-sdk/client-session-initialize', kind: 'request-sent', method: 'initialize' } });
    const r = run(c.events);
    expect(r.requests.map((t) => [t.method, t.key])).toEqual([['initialize', 's1:initialize#1']]);
  });
  it('another row\'s words keep their method: a frame under them is another call', () => {
    const c = new Capture({ session: null, transport: null });
    c.add({ kind: 'host-log', at: null, text: 'tools/list failed: Session terminated', said: { ...LABEL, phrase: 'claude-code/test' } });
    c.add({ kind: 'host-log', at: null, text: '    await session.initialize()', said: { phrase: 'python-sdk/client-session-initialize', kind: 'request-sent', method: 'initialize' } });
    expect(run(c.events).requests.map((t) => t.method)).toContain('tools/list');
  });
});

// A Claude Code debug log tells each tool call in two lines ("Calling MCP tool: x", "Tool 'x' completed successfully in
// 12ms"). A call its words end so, with nothing else said of it, is held and released as a cleanly answered wire pair
// is (builder.ts holdClean, CLEAN_HOLD_REQUESTS), not held to the end of its session.
describe('a call the host\'s words end cleanly is released as a clean wire pair is (endedClean)', () => {
  const CALL = (tool: string) => ({ kind: 'request-sent' as const, method: 'tools/call', target: tool, server: 'bench' });
  const DONE = (tool: string, ms: number) => ({ kind: 'completed' as const, method: 'tools/call', target: tool, elapsedMs: ms, server: 'bench' });
  function calls(c: Capture, n: number, from = 0): void {
    for (let i = from; i < from + n; i++) {
      said(c.wait(10), `Calling MCP tool: t${i}`, CALL(`t${i}`));
      said(c.wait(5), `Tool 't${i}' completed successfully in 5ms`, DONE(`t${i}`, 5));
    }
  }
  function build(c: Capture) {
    const keys: string[] = [];
    const b = createTimelineBuilder({ request: (t) => keys.push(t.key), session: () => {} }, { file: c.file, clock: 'utc', zone: null, zoneAssumed: false });
    return { keys, b };
  }

  it('is emitted once CLEAN_HOLD_REQUESTS more calls started in its session, and the live requests stay bounded', () => {
    const c = new Capture({ session: 'bench#1', transport: null });
    said(c, 'Starting connection with timeout of 30000ms', { kind: 'limit', limitMs: 30_000, scope: 'connection', server: 'bench' });
    calls(c, 2000);
    const { keys, b } = build(c);
    let peak = 0;
    for (const e of c.events) {
      b.push(e);
      peak = Math.max(peak, b.debugStats().liveRequests);
    }
    expect(peak).toBeLessThanOrEqual(CLEAN_HOLD_REQUESTS + 2);
    expect(keys.length).toBeGreaterThanOrEqual(2000 - CLEAN_HOLD_REQUESTS - 2);
    b.end();
    expect(keys).toEqual(Array.from({ length: 2000 }, (_, i) => `s1:tools/call#${i + 1}`));
  });

  it('each released call has its words, and its diagnosis is a completion', () => {
    const c = new Capture({ session: 'bench#1', transport: null });
    said(c, 'Starting connection with timeout of 30000ms', { kind: 'limit', limitMs: 30_000, scope: 'connection', server: 'bench' });
    calls(c, 300);
    const r = run(c.events);
    const t = r.byKey('s1:tools/call#1');
    expect(t.basis).toBe('host-log');
    expect(t.said.map((e) => e.said?.kind)).toEqual(['limit', 'request-sent', 'completed']);
    expect(t.entries.map((e) => e.kind)).toEqual(['request', 'host-log']);
    expect(diagnose(t)).toMatchObject({ outcome: 'completed', cause: 'none', findings: [] });
    // Released in the session, before the session's own end.
    expect(r.order.indexOf('r:s1:tools/call#1')).toBeLessThan(r.order.indexOf('s:s1'));
    expect(r.order.slice(0, 44)).toEqual(Array.from({ length: 44 }, (_, i) => `r:s1:tools/call#${i + 1}`));
  });

  it('a line that speaks of it while it is held finds it, and keeps it to the end of its session', () => {
    const c = new Capture({ session: 'bench#1', transport: null });
    said(c.wait(10), 'Calling MCP tool: t', CALL('t'));
    said(c.wait(5), "Tool 't' completed successfully in 5ms", DONE('t', 5));
    // The same exchange's status line in the same instant (sameExchange): the completed call's.
    said(c, '"POST /mcp HTTP/1.1" 500', { kind: 'http-status', status: 500 });
    calls(c, 300, 1);
    const r = run(c.events);
    const t = r.byKey('s1:tools/call#1');
    expect(t.said.map((e) => e.said?.kind)).toEqual(['request-sent', 'completed', 'http-status']);
    // Held to the end of the session: emitted after every call that started after it had been released.
    const first = r.order.indexOf('r:s1:tools/call#1');
    expect(first).toBeGreaterThan(r.order.indexOf('r:s1:tools/call#2'));
    expect(first).toBeGreaterThan(r.order.indexOf('r:s1:tools/call#40'));
  });

  it.each([
    ['a failure', (c: Capture) => said(c, "Tool 't' failed after 1s: fetch failed", { kind: 'failed', method: 'tools/call', target: 't', error: 'fetch failed', server: 'bench' })],
    ['a completion naming the id', (c: Capture) => said(c, "Tool 't' completed", { kind: 'completed', method: 'tools/call', target: 't', id: 4, server: 'bench' })],
    ['a still-running line, then the completion', (c: Capture) => {
      said(c, 'Tool t still running (30s elapsed)', { kind: 'waiting', method: 'tools/call', target: 't', elapsedMs: 30_000, server: 'bench' });
      said(c, "Tool 't' completed successfully in 5ms", DONE('t', 5));
    }],
  ])('a call whose words end it otherwise (%s) is held to the end of its session', (_what, end) => {
    const c = new Capture({ session: 'bench#1', transport: null });
    said(c.wait(10), 'Calling MCP tool: t', CALL('t'));
    c.wait(5);
    end(c);
    calls(c, 300, 1);
    const r = run(c.events);
    const t = r.requests.find((x) => x.target === 't')!;
    expect(r.order.indexOf(`r:${t.key}`)).toBeGreaterThan(r.order.indexOf('r:s1:tools/call#40'));
  });
});

// tmustier/pi-for-excel#711: LiteLLM's uvicorn access line quoted in the reporter's sentence, then the add-in's popup
// about the same POST with the same status: one refused request seen from both sides, in either order (sidesOfOnePost).
describe("a server's access line and a client's words about one refused POST", () => {
  type Line = { text: string; said?: Omit<HostSaid, 'phrase'> & { phrase: string }; at?: number };
  const ACCESS = (status: number, at?: number): Line => ({ text: `"POST /toolset/q/mcp HTTP/1.1" ${status} Not Acceptable`, said: { phrase: 'access-log/post-refused', kind: 'http-status', status, side: 'server' }, ...(at !== undefined ? { at } : {}) });
  // morgan's line, a server's too (its phrase is no access-log/ one: the row's side says whose line it is)
  const MORGAN = (status: number): Line => ({ text: `POST /toolset/q/mcp ${status} 3.214 ms - 45`, said: { phrase: 'request-log/post-refused', kind: 'http-status', status, side: 'server' } });
  // the client's words naming the method whose POST was refused
  const NAMED = (status: number, method: string): Line => ({ text: `q: ${method} failed(${status})`, said: { phrase: 'generic/mcp-error-status-body', kind: 'http-status', status, method, error: '' } });
  // a reporter's arrow note on the server's line naming the method
  const NOTED = (status: number, method: string): Line => ({ text: `POST /toolset/q/mcp ${status}  ← ${method}`, said: { phrase: 'request-log/post-noted-method-refused', kind: 'http-status', status, method, side: 'server' } });
  const POPUP = (status: number, at?: number): Line => ({ text: `q: MCP request failed(${status}):`, said: { phrase: 'generic/mcp-error-status-body', kind: 'http-status', status, error: '' }, ...(at !== undefined ? { at } : {}) });
  const PROSE: Line = { text: 'And also a red popup' };
  it.each([
    ['the access line, prose, then the popup', 1, [ACCESS(406), PROSE, POPUP(406)]],
    ['the popup, then the access line', 1, [POPUP(406), ACCESS(406)]],
    ['both clocked a moment apart', 1, [ACCESS(406, T0), POPUP(406, T0 + 200)]],
    ['two POSTs: access, popup, access, popup', 2, [ACCESS(406), POPUP(406), ACCESS(406), POPUP(406)]],
    ['statuses that differ', 2, [ACCESS(406), POPUP(404)]],
    ['two access lines', 2, [ACCESS(406), ACCESS(406)]],
    ['two popups', 2, [POPUP(406), POPUP(406)]],
    ['clocks seconds apart', 2, [ACCESS(406, T0), POPUP(406, T0 + 5_000)]],
    ['within ten lines (a double-spaced paste)', 1, [ACCESS(406), ...Array<typeof PROSE>(9).fill(PROSE), POPUP(406)]],
    ['far apart in the paste', 2, [ACCESS(406), ...Array<typeof PROSE>(10).fill(PROSE), POPUP(406)]],
    ["morgan's line, then the popup", 1, [MORGAN(406), POPUP(406)]],
    ["the popup, then morgan's line", 1, [POPUP(406), MORGAN(406)]],
    ["morgan's line and an access line: two of the server's", 2, [MORGAN(406), ACCESS(406)]],
    ['client words naming the method, then the access line', 1, [NAMED(406, 'tools/list'), ACCESS(406)]],
    ['the access line, then client words naming the method', 1, [ACCESS(406), NAMED(406, 'tools/list')]],
    ['a noted method on the server line, then the popup', 1, [NOTED(406, 'tools/list'), POPUP(406)]],
    ['the popup, then a noted method on the server line', 1, [POPUP(406), NOTED(406, 'tools/list')]],
    ['two sides naming different methods', 2, [NOTED(406, 'initialize'), NAMED(406, 'tools/list')]],
    ['two sides naming different methods, the other order', 2, [NAMED(406, 'tools/list'), NOTED(406, 'initialize')]],
  ])('%s: %i request(s)', (_n, n, ls) => {
    const c = new Capture({ session: null, transport: null });
    for (const l of ls as Line[]) c.add({ kind: 'host-log', text: l.text, at: l.at ?? null, ...(l.said !== undefined ? { said: l.said } : {}) });
    const r = run(c.events);
    expect(r.requests).toHaveLength(n);
    for (const t of r.requests) expect(classify(t)).toMatchObject({ outcome: 'failed' });
  });

  // The method either side names is the one request's, whichever line came first.
  it.each([
    ['named first', [NAMED(406, 'tools/list'), ACCESS(406)]],
    ['named second', [ACCESS(406), NAMED(406, 'tools/list')]],
    ['noted first', [NOTED(406, 'tools/list'), POPUP(406)]],
    ['noted second', [POPUP(406), NOTED(406, 'tools/list')]],
  ])('the method %s is kept', (_n, ls) => {
    const c = new Capture({ session: null, transport: null });
    for (const l of ls as Line[]) c.add({ kind: 'host-log', text: l.text, at: null, said: l.said! });
    const r = run(c.events);
    expect(r.requests.map((t) => t.method)).toEqual(['tools/list']);
    expect(r.requests[0]!.said).toHaveLength(2);
  });
});

describe('a relay deadline and the gateway status it became', () => {
  // openai/tunnel-client#58: ChatGPT's "HTTP 504: MCP request timed out" and the tunnel's "command response deadline
  // reached; dropping without posting a response", neither naming a method or an id: one call seen from both ends.
  const status = (c: Capture) => said(c, 'HTTP 504: MCP request timed out', { phrase: 'chatgpt/connector-http-status', kind: 'http-status', status: 504, error: 'MCP request timed out' });
  const deadline = (c: Capture) => said(c, 'command response deadline reached; dropping without posting a response', { phrase: 'tunnel-client/response-deadline-dropped', kind: 'timer-fired', timer: 'host' });

  it.each([['status first', [status, deadline]], ['deadline first', [deadline, status]]] as const)('%s: one request', (_, order) => {
    const c = new Capture({ transport: null });
    for (const f of order) f(c);
    const r = run(c.events.map((e) => ({ ...e, at: null })));
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]!.said).toHaveLength(2);
    // the status, the caller's end of the call, decides
    expect(classify(r.requests[0]!)).toMatchObject({ outcome: 'failed', cause: 'gateway-error' });
  });

  it('words that name a method stay their own call', () => {
    const c = new Capture({ transport: null });
    status(c);
    said(c, 'timed out awaiting tools/call after 120s', { kind: 'timer-fired', timer: 'host', method: 'tools/call' });
    expect(run(c.events).requests).toHaveLength(2);
  });

  it('a minute apart they are two calls', () => {
    const c = new Capture({ transport: null });
    status(c);
    c.wait(60_000);
    deadline(c);
    expect(run(c.events).requests).toHaveLength(2);
  });

  // The two ends' clocks may be RELAY_SIDES_MS apart, no more.
  it.each([
    [0, 1],
    [RELAY_SIDES_MS, 1],
    [RELAY_SIDES_MS + 1, 2],
  ])('%i ms apart: %i call(s)', (ms, calls) => {
    const c = new Capture({ transport: null });
    status(c);
    c.wait(ms);
    deadline(c);
    expect(run(c.events).requests).toHaveLength(calls);
  });
});

describe("a server's words that it could not write a message down a broken stream", () => {
  // spring-projects/spring-ai#3035: the WebMvc SSE transport's "Failed to send message to session <id>: <cause>", twice
  // on one session and once on another, naming no request.
  const failed = (c: Capture, cause: string) =>
    said(c, `Failed to send message to session 9d41c6e2: ${cause}`, { phrase: 'java-sdk/sse-send-failed', kind: 'completed', late: true, undelivered: true, error: cause });

  it('each line a request whose answer was lost with the connection, the server done with it', () => {
    const c = new Capture({ transport: null });
    failed(c, 'Response not usable after response errors.');
    failed(c, 'Response not usable after response errors.');
    const r = run(c.events);
    expect(r.requests).toHaveLength(2);
    for (const t of r.requests) expect(classify(t)).toMatchObject({ outcome: 'lost', cause: 'connection-closed', serverState: 'completed' });
  });

  it('a cause that does not say the stream broke starts nothing', () => {
    const c = new Capture({ transport: null });
    failed(c, 'Serialization failed');
    expect(run(c.events).requests).toHaveLength(0);
  });
});

// dremio/dremio-mcp#106: an HTTP exchange as an author prints it, the Python SDK's 400 and its plain-text body
describe('a refused response printed whole: status line, headers, body', () => {
  const request = [
    'POST /mcp/p1 HTTP/1.1',
    'Accept: application/json, text/event-stream',
    'Mcp-Session-Id: 5b0e9d27c4a1436f8e2d71a0c9b3f6e8',
    '',
    '{"method":"tools/call","params":{"name":"run_query","arguments":{}},"jsonrpc":"2.0","id":1}',
    '',
  ];
  it.each([
    ['the body under the status line is the same refusal, its reason the session',
      [...request, 'HTTP/1.1 400 Bad Request', '', 'Bad Request: No valid session ID provided'],
      [['tools/call', 'failed', 'session-expired']]],
    ['… under the response\'s header lines too',
      [...request, 'HTTP/1.1 400 Bad Request', 'content-type: text/plain; charset=utf-8', 'content-length: 41', '', 'Bad Request: No valid session ID provided'],
      [['tools/call', 'failed', 'session-expired']]],
    ['a status line alone ends the call as the server\'s refusal',
      [...request, 'HTTP/1.1 400 Bad Request'],
      [['tools/call', 'failed', 'server-error']]],
    ['the same words far below the status line are another request\'s',
      [...request, 'HTTP/1.1 400 Bad Request', ...Array.from({ length: 20 }, (_, i) => `note ${i}`), 'Bad Request: No valid session ID provided'],
      [['tools/call', 'failed', 'server-error'], ['unknown', 'failed', 'session-expired']]],
  ] as const)('%s', async (_name, lines, want) => {
    const r = await analyze([tempFile(`status-body-${lines.length}.txt`, `${lines.join('\n')}\n`)], { tz: 'UTC' });
    expect(r.requests.map((q) => [q.method, q.outcome, q.cause])).toEqual(want);
  });
});

describe('a failure whose reason printed empty takes the close on the words line just above (failureTakesClose)', () => {
  // lastmile-ai/mcp-agent#151's shapes (names ours): the session's SDK close names no server, the aggregator's failure
  // names it, so the close is found by the file's lines, not by the label.
  const close = '[mcp_agent.mcp.mcp_agent_client_session] send_request failed: EndOfStream() (EndOfStream)';
  const empty = (tool: string, server: string) => `[mcp_agent.mcp.mcp_aggregator.default] Failed to call_tool '${tool}' on server '${server}':`;
  it.each([
    ['right under the close: the close is its reason', [close, empty('sync_states', 'tracker')],
      [['sync_states', 'lost', 'connection-closed', ['1', '2']]]],
    ['after earlier words of the same server, right under the close: still the close\'s',
      ["[mcp_agent.mcp.mcp_aggregator.default] Failed to call_tool 'fetch_rows' on server 'tracker': MCP error -32603: boom", close, empty('sync_states', 'tracker')],
      [['fetch_rows', 'failed', 'server-error', ['1']], ['sync_states', 'lost', 'connection-closed', ['2', '3']]]],
    ['lines without words between: too far below to be its reason', [close, 'Traceback (most recent call last):', ...Array.from({ length: 3 }, (_, i) => `  File "/srv/agent/step_${i}.py", line ${10 + i}, in run`), 'ValueError: bad row', empty('sync_states', 'tracker')],
      [['sync_states', 'failed', 'unknown', ['7']]]],
    ['another server\'s failure between: the close is not the last words', [close, empty('fetch_rows', 'ledger'), empty('sync_states', 'tracker')],
      [['fetch_rows', 'lost', 'connection-closed', ['1', '2']], ['sync_states', 'failed', 'unknown', ['3']]]],
  ] as const)('%s', async (_name, lines, want) => {
    const r = await analyze([tempFile(`empty-reason-${lines.length}-${lines[0]!.length}.txt`, `${lines.join('\n')}\n`)], { tz: 'UTC' });
    const got = r.requests
      .filter((q) => q.method === 'tools/call')
      .map((q) => [q.target, q.outcome, q.cause, [...new Set(q.timeline.map((t) => t.source.replace(/^.*:/, '')))].sort()]);
    expect(got).toEqual(want);
  });

  // Cline's `Failed to reconnect MCP server x:` has no room for a reason (its error group is optional): the words did
  // not print one empty, and the transport error above stays out of its story.
  it.each([
    ['no reason group: the close above stays out', 'ERROR Failed to reconnect MCP server ledger-sync:', ['2']],
  ] as const)('%s', async (_name, failure, want) => {
    const lines = ['ERROR Transport error for "ledger-sync":', failure];
    const r = await analyze([tempFile('cline-reconnect-empty.txt', `${lines.join('\n')}\n`)], { tz: 'UTC' });
    const reconnect = r.requests.find((q) => q.timeline.some((t) => t.source.endsWith(':2')))!;
    expect([...new Set(reconnect.timeline.map((t) => t.source.replace(/^.*:/, '')))].sort()).toEqual(want);
  });
});
