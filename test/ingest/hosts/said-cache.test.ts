/**
 * A rows table read once per distinct text (src/ingest/hosts/phrase.ts SaidCache): every read gives what readSaid gives,
 * member for member and in the same order, as an object of its own that a reader may change without changing the next.
 */
import { describe, expect, it } from 'vitest';
import { mcpRemotePhrases } from '../../../src/ingest/hosts/mcp-remote.js';
import { readSaid, SaidCache } from '../../../src/ingest/hosts/phrase.js';

const TEXTS = [
  '[Local→Remote] tools/call',
  '[Local→Remote] tools/list',
  '[Local→Remote] notifications/initialized',
  '[Remote→Local] 7',
  '[Remote→Local] 8',
  'Remote transport closed, closing local transport',
  'Local transport closed, closing remote transport',
  "Local → Remote message { method: 'tools/call', id: 4 }",
  'Connected to remote server using StreamableHTTPClientTransport',
  'nothing a row reads',
  `[Local→Remote] ${'x'.repeat(300)}`,
];

describe('SaidCache', () => {
  it('gives what readSaid gives, each read a copy of its own', () => {
    const cache = new SaidCache(mcpRemotePhrases);
    for (let round = 0; round < 3; round++) {
      for (const t of TEXTS) {
        const want = readSaid(mcpRemotePhrases, t);
        const got = cache.read(t);
        expect(JSON.stringify(got)).toBe(JSON.stringify(want));
        expect(got).toStrictEqual(want);
        if (got !== null) {
          expect(cache.read(t)).not.toBe(got);
          // A reader's change to its copy is not the next read's.
          got.inResult = true;
          got.method = 'changed';
          expect(cache.read(t)).toStrictEqual(want);
        }
      }
    }
  });

  it('stays bounded over many distinct texts', () => {
    const cache = new SaidCache(mcpRemotePhrases);
    for (let i = 0; i < 2000; i++) expect(cache.read(`[Remote→Local] ${i}`)).toStrictEqual(readSaid(mcpRemotePhrases, `[Remote→Local] ${i}`));
    expect((cache as unknown as { saids: Map<string, unknown> }).saids.size).toBeLessThanOrEqual(256);
  });
});
