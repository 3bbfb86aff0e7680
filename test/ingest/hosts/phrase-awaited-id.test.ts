/**
 * awaitedResponseId (hosts/phrase.ts): the id a client's words say it gave up waiting on, carried to HostSaid.id by any
 * row that reads the words (simonx1/ruby-mcp-client#9's "Timeout waiting for JSONRPC response id=1").
 */
import { describe, expect, it } from 'vitest';
import { awaitedResponseId, readSaid } from '../../../src/ingest/hosts/phrase.js';
import { unknownClientPhrases } from '../../../src/ingest/hosts/index.js';

describe('awaitedResponseId', () => {
  it.each([
    ['Timeout waiting for JSONRPC response id=1', 1],
    ['Error listing tools: Timeout waiting for JSONRPC response id=27', 27],
    // only the gem's own sentence: forms no MCP client was found to write are not read for an id
    ['Timeout waiting for JSONRPC response for request id=4', null],
    ['Timed out waiting for response to id 7', null],
    ['timeout while waiting for the response to request id=9', null],
    ['timeout waiting for jsonrpc response id=3', null],
    // not a wait's words, or no id in them
    ['Timed out while waiting for response to ClientRequest. Waited 30.0 seconds.', null],
    ['Received a response for an unknown message ID: 3', null],
    ['request id=5 failed: Timeout', null],
  ])('%s → %s', (text, id) => {
    expect(awaitedResponseId(text)).toBe(id);
  });
});

describe('the awaited id in the catalogue every unknown client is read with', () => {
  it.each([
    // the gem's own row first: its wait on id 1 is the handshake's, whichever wrapper (simonx1/ruby-mcp-client#9)
    ["Error calling tool 'query': Timeout waiting for JSONRPC response id=1 (MCPClient::Errors::ToolCallError)", { phrase: 'ruby-mcp-client/handshake-wait-timed-out', method: 'initialize', id: 1 }],
    // a later id: the generic row reads the method from the words, the wait gives the id
    ['MCPClient::Errors::ToolCallError (Error listing tools: Timeout waiting for JSONRPC response id=12)', { phrase: 'generic/client-error-class-irb', id: 12 }],
  ])('%s', (text, want) => {
    expect(readSaid(unknownClientPhrases, text)).toMatchObject(want);
  });
});
