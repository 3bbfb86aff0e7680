/**
 * The librechat phrase catalogue on lines from the public threads its rows cite (names replaced).
 * Table-driven: each line, and what the catalogue must read in it (null: nothing).
 */
import { describe, expect, it } from 'vitest';
import { librechatPhrases } from '../../../src/ingest/hosts/librechat.js';
import { readSaid } from '../../../src/ingest/hosts/phrase.js';

const CASES: Array<[string, string, Record<string, unknown> | null]> = [
  ["a request without body", "Transport sending: method=ping id=4 {\"userId\":\"7b41\"}", {"kind": "request-sent", "method": "ping", "id": 4}],
  ["its answer", "Transport received: method=response id=4 {\"userId\":\"7b41\"}", {"kind": "completed", "id": 4}],
  ["a notification is not a request", "Transport sending: method=notifications/initialized {\"userId\":\"7b41\"}", null],
  ["a failed tool call", "[fix_things] Tool call failed This operation was aborted", {"kind": "failed", "target": "fix_things", "method": "tools/call", "error": "This operation was aborted"}],
  ["a failed connection", "Connection failed: SSE error: undefined", {"kind": "failed", "method": "initialize", "scope": "connection"}],
  ["a new connection", "Connection state: connecting", {"kind": "connecting"}],
  // danny-avila/LibreChat#5808: the command could not be spawned, so nothing was sent.
  ["a spawn failure closes without a request", "Connection failed: spawn python ENOENT", {"kind": "connection-closed", "phrase": "librechat/spawn-failed", "error": "spawn python ENOENT"}],
  // jenkinsci/mcp-server-plugin#15: the connection's ping answered by a proxy's 504, then the aborted call.
  ['its ping refused by a proxy', 'Ping failed: Error POSTing to endpoint (HTTP 504): upstream request timeout',
    { kind: 'failed', phrase: 'librechat/ping-failed', method: 'ping', error: 'Error POSTing to endpoint (HTTP 504): upstream request timeout' }],
  ['a tool call its run aborted', '[startPipeline] Tool call failed This operation was aborted',
    { kind: 'failed', method: 'tools/call', target: 'startPipeline', error: 'This operation was aborted' }],
];

describe('librechat phrases', () => {
  it.each(CASES)('%s', (_name, text, want) => {
    const said = readSaid(librechatPhrases, text);
    if (want === null) expect(said).toBeNull();
    else expect(said).toMatchObject(want);
  });

  it('every row names its host and cites a thread', () => {
    for (const row of librechatPhrases) {
      if (!row.id.startsWith('librechat/')) continue;
      expect(row.seen.length, row.id).toBeGreaterThan(0);
      expect(row.re.source.length, row.id).toBeGreaterThan(0);
    }
    expect(new Set(librechatPhrases.map((r) => r.id)).size).toBe(librechatPhrases.length);
  });
});
