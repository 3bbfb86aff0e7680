/**
 * The Smithery CLI runner's rows: real lines (chrisdoc/hevy-mcp#133), our content.
 */
import { describe, expect, it } from 'vitest';
import { readSaid } from '../../../src/ingest/hosts/phrase.js';
import { smitheryPhrases } from '../../../src/ingest/hosts/smithery.js';

describe('smithery runner phrases', () => {
  it.each([
    ['[Runner] Server returned 502 Bad Gateway', { kind: 'http-status', status: 502, sending: true, error: 'Bad Gateway' }],
    ['[Runner] Server returned 503 Service Unavailable', { kind: 'http-status', status: 503, sending: true }],
  ])('%s', (line, said) => {
    expect(readSaid(smitheryPhrases, line)).toMatchObject(said);
  });

  it.each([
    '[Runner] Streamable HTTP connection established',
    '[Runner] Connecting to server: {"id":"@lifter/gym-log","connectionTypes":["http"]}',
    // A success status is no refusal.
    '[Runner] Server returned 200 OK',
    // Without the runner's tag: a server's own words about its upstream API.
    'Server returned 502 Bad Gateway',
  ])('reads nothing in %s', (line) => {
    expect(readSaid(smitheryPhrases, line)).toBeNull();
  });
});
