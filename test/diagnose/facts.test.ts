/**
 * A request's facts read the protocol's rows (src/diagnose/facts.ts protocolRowsOf): the rows of the last version and
 * transport are kept for the next request, so a request whose version or transport differs from the one before must
 * still get its own — checked over every known, unknown and missing version and every transport, in an order where
 * each neighbour pair differs in one of the two or in neither.
 */
import { describe, expect, it } from 'vitest';
import { requestFacts } from '../../src/diagnose/facts.js';
import type { Transport } from '../../src/events.js';
import { lookupCancellation } from '../../src/protocol/cancellation.js';
import { lookupStreamClose } from '../../src/protocol/stream-close.js';
import { eraOf } from '../../src/protocol/versions.js';
import { req } from './helpers.js';

const VERSIONS: (string | null)[] = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28', 'draft', '2027-01-01', 'not-a-version', null];
const TRANSPORTS: (Transport | null)[] = ['stdio', 'http+sse', 'streamable-http', null];

describe('a request’s facts: the protocol’s rows', () => {
  it('are the lookups’ rows for its version and transport, whatever the request before had', () => {
    const pairs: [string | null, Transport | null][] = [];
    for (const v of VERSIONS) for (const tr of TRANSPORTS) pairs.push([v, tr], [v, tr]);
    // and back through them in another order: the version changes with the transport kept, and the other way
    for (const tr of TRANSPORTS) for (const v of [...VERSIONS].reverse()) pairs.push([v, tr]);
    let streams = 0;
    for (const [version, transport] of pairs) {
      const t = req({ version, transport }).build();
      const f = requestFacts(t);
      const tr = t.session.transport ?? t.request.transport;
      expect(f.version).toBe(version);
      expect(f.transport).toBe(tr);
      expect(f.era).toBe(eraOf(version));
      expect(f.stream).toStrictEqual(lookupStreamClose(version, tr));
      expect(f.cancellation).toStrictEqual(lookupCancellation(version));
      if (f.stream !== null) streams++;
    }
    expect(streams).toBeGreaterThan(pairs.length / 2);
  });
});
