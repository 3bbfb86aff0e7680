import { describe, expect, it } from 'vitest';
import { closeMeaning, lookupStreamClose, STREAM_CLOSE_RULES } from '../../src/protocol/stream-close.js';

describe('stream-close table', () => {
  it.each([
    ['2025-03-26', 'streamable-http', 'legacy-streamable-http'],
    ['2025-06-18', 'streamable-http', 'legacy-streamable-http'],
    ['2025-11-25', 'streamable-http', 'polling-streamable-http'],
    ['2026-07-28', 'streamable-http', 'modern-streamable-http'],
    ['2024-11-05', 'http+sse', 'legacy-http+sse'],
    ['2026-07-28', 'http+sse', 'legacy-http+sse'],
    ['2024-11-05', 'stdio', 'legacy-stdio'],
    ['2026-07-28', 'stdio', 'modern-stdio'],
  ] as const)('%s × %s → %s', (v, tr, key) => {
    expect(lookupStreamClose(v, tr)?.rule.key).toBe(key);
    expect(lookupStreamClose(v, tr)?.assumed).toBe(false);
  });

  it('unknown version → legacy row, flagged assumed; unknown transport → null', () => {
    expect(lookupStreamClose(null, 'streamable-http')).toMatchObject({ assumed: true, rule: { key: 'legacy-streamable-http' } });
    expect(lookupStreamClose('2025-11-25', null)).toBeNull();
  });

  it('legacy: a disconnect is never a cancellation, whoever closes', () => {
    const r = lookupStreamClose('2025-06-18', 'streamable-http')!.rule;
    for (const by of ['client', 'server', 'network', null] as const) expect(closeMeaning(r, by, false)).toBe('disconnect');
    expect(r.cancelSignal).toBe('notification');
    expect(r.resumable).toBe(true);
  });

  it('2025-11-25: a server close after priming is polling; without priming it is a disconnect', () => {
    const r = lookupStreamClose('2025-11-25', 'streamable-http')!.rule;
    expect(closeMeaning(r, 'server', true)).toBe('polling');
    expect(closeMeaning(r, 'server', false)).toBe('disconnect');
    expect(closeMeaning(r, 'client', true)).toBe('disconnect');
    // 2025-06-18 had no polling: the same close is a disconnect
    expect(closeMeaning(lookupStreamClose('2025-06-18', 'streamable-http')!.rule, 'server', true)).toBe('disconnect');
  });

  it('2026-07-28 HTTP: client close is the cancellation; no resumption; retry gets a new id; notification is a finding', () => {
    const r = lookupStreamClose('2026-07-28', 'streamable-http')!.rule;
    expect(closeMeaning(r, 'client', false)).toBe('cancellation');
    expect(closeMeaning(r, 'network', false)).toBe('disconnect');
    expect(closeMeaning(r, null, false)).toBe('disconnect');
    expect(r.afterResponse).toBe('completion');
    expect(r).toMatchObject({ cancelSignal: 'stream-close', resumable: false, retryNewId: true, notificationCancelIsFinding: true, notificationCancel: 'not-expected' });
  });

  it('only 2026-07-28 Streamable HTTP requires re-issuing after a broken stream (changelog #9); legacy resumes instead', () => {
    expect(STREAM_CLOSE_RULES.filter((r) => r.reissueOnBrokenStream).map((r) => r.key)).toEqual(['modern-streamable-http']);
    expect(lookupStreamClose(null, 'streamable-http')!.rule.reissueOnBrokenStream).toBe(false);
  });

  it('stdio: no per-request stream; the cancel notification is SHOULD (legacy) / MUST (2026)', () => {
    expect(lookupStreamClose('2025-11-25', 'stdio')!.rule.notificationCancel).toBe('SHOULD');
    expect(lookupStreamClose('2026-07-28', 'stdio')!.rule.notificationCancel).toBe('MUST');
    expect(closeMeaning(lookupStreamClose('2026-07-28', 'stdio')!.rule, 'client', false)).toBe('not-applicable');
  });
});
