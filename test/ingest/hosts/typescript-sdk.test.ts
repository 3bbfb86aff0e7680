/**
 * The TypeScript SDK client's own sentences (typescript-sdk.ts) as hosts print them. Lines follow the pastes of
 * the threads cited; names and paths are ours.
 */
import { describe, expect, it } from 'vitest';
import { readSaid, typescriptProtocolStackPhrases, typescriptSdkPhrases } from '../../../src/ingest/hosts/index.js';

describe('the TypeScript SDK client\'s close of a pending request', () => {
  it.each([
    // ee0pdt/Godot-MCP#24: LM Studio's plugin stderr, the minified class in brackets
    ['a desktop app\'s plugin stderr', ' [Plugin(mcp/engine-mcp)] stderr: _0x1cf7eb [McpError]: MCP error -32000: Connection closed'],
    // modelcontextprotocol/typescript-sdk#1049: Node's print of the uncaught rejection
    ['Node\'s uncaught rejection', 'McpError: MCP error -32000: Connection closed'],
    // nanbingxyz/5ire#116: SDK 1.0.4 and before used -1
    ['the early SDK\'s code', 'Error: MCP error -1: Connection closed'],
  ])('%s says a pending request was rejected', (_n, line) => {
    expect(readSaid(typescriptSdkPhrases, line)).toMatchObject({ kind: 'connection-closed', phrase: 'typescript-sdk/connection-closed', pending: true });
  });

  it('the request timer\'s error is not a close', () => {
    expect(readSaid(typescriptSdkPhrases, 'McpError: MCP error -32001: Request timed out')?.pending).toBeUndefined();
  });
});

describe('the TypeScript SDK\'s timer error serialized to JSON', () => {
  it.each([
    // modelcontextprotocol/typescript-sdk#404: JSON.stringify keeps the code, data and the name only
    ['the reporter\'s one line', '{"code":-32001,"data":{"timeout":60000},"name":"McpError"}', 60000],
    ['pretty-printed on one line with spaces, another limit', '{ "code": -32001, "data": { "timeout": 300000 }, "name": "McpError" }', 300000],
  ])('%s is the SDK\'s timer with its limit', (_n, line, limit) => {
    expect(readSaid(typescriptSdkPhrases, line)).toMatchObject({ kind: 'timer-fired', timer: 'sdk', phrase: 'typescript-sdk/request-timed-out-json', limitMs: limit });
  });
  it.each([
    ['another code', '{"code":-32000,"data":{"timeout":60000},"name":"McpError"}'],
    ['another error class', '{"code":-32001,"data":{"timeout":60000},"name":"AxiosError"}'],
    ['no timeout in its data', '{"code":-32001,"name":"McpError"}'],
  ])('%s is not', (_n, line) => {
    expect(readSaid(typescriptSdkPhrases, line)).toBeNull();
  });
});

describe('the caller\'s abort of a pending request', () => {
  it.each([
    // microsoft/playwright#38937: the client's error after Escape, as the reporter quoted it
    ['a client\'s error after Escape', 'Error: MCP error -32001: AbortError: The operation was aborted.'],
    // apify/apify-mcp-server#1197: an abort mid-call raising McpError(-32001) with Node's wording
    ['Node\'s wording under the SDK\'s class', 'McpError: MCP error -32001: AbortError: This operation was aborted'],
  ])('%s is the requester cancelling with the abort as its reason', (_n, line) => {
    expect(readSaid(typescriptSdkPhrases, line)).toMatchObject({ kind: 'cancelled', phrase: 'typescript-sdk/request-aborted', error: expect.stringMatching(/^AbortError: (?:This|The) operation was aborted$/) });
  });
  it.each([
    // AbortSignal.timeout()'s reason is a timer's, left to the timeout rows
    ['a timeout signal\'s reason', 'MCP error -32001: AbortError: The operation was aborted due to timeout'],
    ['the request timer', 'MCP error -32001: Request timed out'],
  ])('%s is not', (_n, line) => {
    expect(readSaid(typescriptSdkPhrases, line)?.phrase).not.toBe('typescript-sdk/request-aborted');
  });
});

describe('the TypeScript SDK\'s abort with the reason its docs use', () => {
  it.each([
    ['under the timeout code', 'McpError: MCP error -32001: User requested cancellation'],
    ['a task-augmented call\'s, under -32603', 'McpError: MCP error -32603: User requested cancellation'],
  ])('%s is the requester cancelling', (_n, line) => {
    expect(readSaid(typescriptSdkPhrases, line)).toMatchObject({ kind: 'cancelled', phrase: 'typescript-sdk/request-aborted-reason', error: 'User requested cancellation' });
  });
  it('the words without the SDK\'s error are not', () => {
    expect(readSaid(typescriptSdkPhrases, 'User requested cancellation')).toBeNull();
  });
});

describe('the TypeScript SDK\'s maxTotalTimeout cap (modelcontextprotocol/typescript-sdk#2695)', () => {
  it.each([
    ['v1\'s McpError', 'McpError: MCP error -32001: Maximum total timeout exceeded'],
    ['v2\'s SdkError', 'SdkError: Maximum total timeout exceeded'],
  ])('%s is the SDK\'s own timer ending the wait on its cap', (_n, line) => {
    expect(readSaid(typescriptSdkPhrases, line)).toMatchObject({ kind: 'timer-fired', timer: 'sdk', phrase: 'typescript-sdk/max-total-timeout', error: 'Maximum total timeout exceeded' });
  });
  it('prose naming the option is not', () => {
    expect(readSaid(typescriptSdkPhrases, 'I set maxTotalTimeout but the Maximum total timeout exceeded error never came')).toBeNull();
  });
});

describe('the TypeScript SDK\'s OAuth client registration refused, printed alone', () => {
  it.each([
    // ref-tools/ref-tools-mcp#30: Claude Code at startup, the error as the reporter gave it
    ['ref-tools/ref-tools-mcp#30', 'Error: Dynamic client registration failed: HTTP 404', 'Dynamic client registration failed: HTTP 404'],
    // the same without the class prefix
    ['(none)', 'Dynamic client registration failed: HTTP 400', 'Dynamic client registration failed: HTTP 400'],
  ])('%s: the connect failed, the registration\'s status kept in the error', (_t, line, error) => {
    const said = readSaid(typescriptSdkPhrases, line);
    expect(said).toMatchObject({ kind: 'failed', phrase: 'typescript-sdk/client-registration-failed', method: 'initialize', scope: 'connection', error });
    expect(said?.status).toBeUndefined();
  });

  it('the reporter\'s prose after it is not the error', () => {
    expect(readSaid(typescriptSdkPhrases, 'Error: Dynamic client registration failed: HTTP 404 when starting the app')?.error).toBe('Dynamic client registration failed: HTTP 404');
  });

  it('a client\'s sentence that quotes it mid-line is that client\'s row, not this one', () => {
    expect(readSaid(typescriptSdkPhrases, 'Client error for command Dynamic client registration failed: HTTP 401')?.phrase).not.toBe('typescript-sdk/client-registration-failed');
  });
});

describe('the newer SDK\'s unparsed OAuth error response (registration or token endpoint refused)', () => {
  // xpzouying/x-mcp#5: Claude Code's /mcp details `Error:` row; client/auth.js parseErrorResponse's fallback wording
  it.each([
    ['with the class prefix', 'Error: HTTP 404: Invalid OAuth error response: SyntaxError: Unexpected token. Raw body: 404 page not found'],
    ['alone', 'HTTP 404: Invalid OAuth error response: SyntaxError: Unexpected token. Raw body: 404 page not found'],
  ])('%s: the connect failed, the OAuth endpoint\'s status kept in the error', (_n, line) => {
    const said = readSaid(typescriptSdkPhrases, line);
    expect(said).toMatchObject({ kind: 'failed', phrase: 'typescript-sdk/oauth-error-unparsed', method: 'initialize', scope: 'connection' });
    expect(said?.error).toBe('HTTP 404: Invalid OAuth error response: SyntaxError: Unexpected token. Raw body: 404 page not found');
    expect(said?.status).toBeUndefined();
  });

  it('an OAuth error object the SDK could parse is not this row', () => {
    expect(readSaid(typescriptSdkPhrases, 'Error: invalid_client: Client authentication failed')?.phrase).not.toBe('typescript-sdk/oauth-error-unparsed');
  });
});

describe('a Node stack through the SDK\'s Protocol.request, line by line', () => {
  // punkpeye/fastmcp#15: FastMCP's ping interval on a server whose client's SSE stream had closed
  it.each([
    ['the error as an inspected member', 'error: Error: Not connected', { kind: 'failed', phrase: 'typescript-sdk/protocol-not-connected', error: 'Not connected' }],
    ['the error by itself', 'Error: Not connected', { kind: 'failed', error: 'Not connected' }],
    ['the server\'s ping frame', 'at Server.ping (file:///app/node_modules/@modelcontextprotocol/sdk/dist/esm/server/index.js:167:21)', { kind: 'request-sent', method: 'ping' }],
    ['a client\'s tool call frame', 'at Client.callTool (file:///app/node_modules/@modelcontextprotocol/sdk/dist/esm/client/index.js:310:29)', { kind: 'request-sent', method: 'tools/call' }],
    ['a client\'s roots request from the server', '    at Server.listRoots (file:///app/sdk/dist/esm/server/index.js:190:21)', { kind: 'request-sent', method: 'roots/list' }],
  ])('%s', (_n, line, want) => {
    expect(readSaid(typescriptProtocolStackPhrases, line)).toMatchObject(want);
  });
  it.each([
    ['prose quoting the error', 'it says Error: Not connected after a while'],
    ['the transport\'s own frame is no method', 'at Server.request (file:///app/sdk/dist/esm/shared/protocol.js:218:16)'],
  ])('%s is not read', (_n, line) => {
    expect(readSaid(typescriptProtocolStackPhrases, line)).toBeNull();
  });
});
