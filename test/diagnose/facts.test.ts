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

// The requester's host-log lines by meaning, and the requester's signal: computeFacts finds them in one pass (and the
// signal without sorting a list), so each is checked against its definition over orders where a later line or event
// would win if the pass kept the last instead of the first, or ranked a tie the other way.
const TIMEOUT = 'McpError: MCP error -32001: Request timed out';
const MAX_TOTAL = 'McpError: MCP error -32001: Maximum total timeout exceeded';
const USER = 'AbortError: This operation was aborted';
const OTHER = 'connection refused';
const LOGS: string[][] = [
  [],
  [OTHER],
  [TIMEOUT, MAX_TOTAL, USER],
  [USER, MAX_TOTAL, TIMEOUT],
  [MAX_TOTAL, TIMEOUT, TIMEOUT, USER],
  [OTHER, USER, USER, TIMEOUT],
  [MAX_TOTAL, USER, MAX_TOTAL],
  [USER, OTHER, TIMEOUT, MAX_TOTAL, USER],
];

describe('a request’s facts: the host-log lines by meaning', () => {
  it.each(LOGS.map((l) => [l.join(' | ') || '(none)', l] as const))('%s: the first of each kind', (_name, lines) => {
    const b = req({ transport: 'stdio' });
    lines.forEach((text, i) => b.hostLog(100 + i, text));
    const f = requestFacts(b.build());
    const m = f.hostLogs.map((h) => h.match.meaning);
    expect(m.filter((x) => x === 'timeout' || x === 'max-total-timeout' || x === 'user')).toHaveLength(lines.filter((l) => l !== OTHER).length);
    const first = (ok: (x: string) => boolean) => f.hostLogs.find((h) => ok(h.match.meaning)) ?? null;
    expect(f.timerLog).toBe(first((x) => x === 'timeout' || x === 'max-total-timeout'));
    expect(f.timeoutLog).toBe(first((x) => x === 'timeout'));
    expect(f.gaveUpLog).toBe(first((x) => x === 'timeout' || x === 'max-total-timeout' || x === 'user'));
  });
});

describe('a request’s facts: the signal and what came after it', () => {
  it('is the first cancellation notification, with the progress and logs after it and none before', () => {
    const t = req({ transport: 'stdio' }).progress(10, 1).log(20, 'before').cancel(30).progress(40, 2).log(50, 'after').cancel(60, 'second').build();
    const f = requestFacts(t);
    expect(f.signal?.kind).toBe('notification');
    expect(f.signal?.event).toBe(t.cancels[0]);
    expect(f.signal?.pos).toBe(f.pos(t.cancels[0]!));
    expect(f.progressAfterSignal).toEqual([t.progress[1]]);
    expect(f.logsAfterSignal).toEqual([t.logs[1]]);
  });

  it('is null with nothing after it when the requester sent no signal', () => {
    const f = requestFacts(req({ transport: 'stdio' }).progress(10, 1).log(20, 'x').result(30).build());
    expect(f.signal).toBeNull();
    expect(f.signalBeforeResponse).toBe(false);
    expect(f.progressAfterSignal).toEqual([]);
    expect(f.logsAfterSignal).toEqual([]);
  });
});

describe("the requester's signal between a notification and a stream close (2026 Streamable HTTP)", () => {
  const HTTP_2026 = { version: '2026-07-28', transport: 'streamable-http' as const };
  it('is the close when it comes first, the notification when it does', () => {
    const closeFirst = requestFacts(req(HTTP_2026).stream('p1', { closeAt: 4000, closedBy: 'client', error: 'net::ERR_ABORTED' }).cancel(5000).build());
    expect(closeFirst.signal?.kind).toBe('abort');
    expect(closeFirst.signal?.event).toBe(closeFirst.streamEnds[0]?.close);
    const noticeFirst = requestFacts(req(HTTP_2026).cancel(3000).stream('p1', { closeAt: 4000, closedBy: 'client' }).build());
    expect(noticeFirst.signal?.kind).toBe('notification');
    expect(noticeFirst.signal?.event).toBe(noticeFirst.firstCancelNotification);
  });
});
