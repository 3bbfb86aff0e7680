/**
 * rmcp's "connection closed: <awaited> response" words decide which request a failed connect implies, whichever
 * host's row reads the sentence around them. Table-driven: the pure function, then the phrase tables on lines in the
 * grammar of the threads the module cites (names replaced).
 */
import { describe, expect, it } from 'vitest';
import { awaitedMethod } from '../../../src/ingest/hosts/awaited-response.js';
import { codexPhrases, goosePhrases, readSaid, unknownClientPhrases } from '../../../src/ingest/hosts/index.js';
import type { HostPhrase } from '../../../src/ingest/hosts/index.js';

describe('awaitedMethod', () => {
  const CASES: Array<[string, string, string, string]> = [
    ['the discover answer awaited', 'initialize', 'connection closed: discover response', 'server/discover'],
    ['Debug-printed', 'initialize', 'client error: ConnectionClosed("discover response")', 'server/discover'],
    ['Debug-printed inside a JSON string', 'initialize', '{"error":"ConnectionClosed(\\"discover response\\")"}', 'server/discover'],
    ['wrapped by a terminal', 'initialize', 'connection\n    closed: discover response', 'server/discover'],
    ['the initialize answer awaited', 'initialize', 'connection closed: initialize response', 'initialize'],
    ['both named: the words do not say which', 'initialize', 'connection closed: discover response; retry: connection closed: initialize response', 'initialize'],
    ['a method the row does not imply as initialize', 'tools/list', 'connection closed: discover response', 'tools/list'],
    ['no rmcp words', 'initialize', 'Connection closed', 'initialize'],
    ['discover in another sense', 'initialize', 'failed to discover response handlers: connection closed', 'initialize'],
  ];
  it.each(CASES)('%s', (_name, implied, text, want) => {
    expect(awaitedMethod(implied, text)).toBe(want);
  });
});

describe('host rows read the awaited request', () => {
  const CASES: Array<[string, readonly HostPhrase[], string, string]> = [
    // MayDay-wpf/snow-app#56: an app's own sentence around rmcp's error.
    ['an app on rmcp', unknownClientPhrases, 'Failed to initialize external MCP stdio server webcrawl: connection closed: discover response', 'server/discover'],
    // aaif-goose/goose#11965: goose 1.50's extension error after its discover probe.
    ['goose', goosePhrases, 'Failed to load extension ledger: failed to initialize MCP client: connection closed: discover response', 'server/discover'],
    ['goose, the legacy handshake', goosePhrases, 'Failed to load extension ledger: failed to initialize MCP client: connection closed: initialize response', 'initialize'],
    // openai/codex#6020's grammar with the discover context.
    ['Codex', codexPhrases, 'MCP client for `ledger` failed to start: MCP startup failed: handshaking with MCP server failed: connection closed: discover response', 'server/discover'],
    ['Codex, the legacy handshake', codexPhrases, 'MCP client for `ledger` failed to start: MCP startup failed: handshaking with MCP server failed: connection closed: initialize response', 'initialize'],
  ];
  it.each(CASES)('%s', (_name, rows, line, want) => {
    expect(readSaid(rows, line)?.method).toBe(want);
  });
});
