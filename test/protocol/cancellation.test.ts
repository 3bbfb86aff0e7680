import { describe, expect, it } from 'vitest';
import { isCancelMethod, lookupCancellation } from '../../src/protocol/cancellation.js';

describe('cancellation table', () => {
  it.each([
    ['2024-11-05', 'either', false, null, null],
    ['2025-03-26', 'either', false, null, 'SHOULD'],
    ['2025-06-18', 'either', false, null, 'SHOULD'],
    ['2025-11-25', 'either', false, 'tasks/cancel', 'SHOULD'],
    ['2026-07-28', 'client', null, 'tasks/cancel', 'SHOULD'],
  ] as const)('%s: senders %s, initialize cancellable %s, tasks %s, cancel on timeout %s', (v, senders, init, tasks, onTimeout) => {
    const { rule, assumed } = lookupCancellation(v);
    expect(assumed).toBe(false);
    expect(rule.senders).toBe(senders);
    expect(rule.initializeCancellable).toBe(init);
    expect(rule.taskCancel).toBe(tasks);
    expect(rule.cancelOnTimeout).toBe(onTimeout);
  });

  it('2026: only subscriptions/listen may be cancelled by a server; no further messages after a cancel (MUST)', () => {
    const r = lookupCancellation('2026-07-28').rule;
    expect(r.serverMayCancel).toBe('subscriptions/listen');
    expect(r.sameDirection).toBe(false);
    expect(r.noResponseAfterCancel).toBe('MUST');
    expect(lookupCancellation('2025-11-25').rule.noResponseAfterCancel).toBe('SHOULD');
  });

  it('unknown version → legacy 2025-03-26 row, flagged', () => {
    expect(lookupCancellation(null)).toMatchObject({ assumed: true, rule: { key: 'legacy-2025-03-26' } });
  });

  it('knows the TS ≤1.0.1 method name', () => {
    expect(isCancelMethod('notifications/cancelled')).toBe(true);
    expect(isCancelMethod('cancelled')).toBe(true);
    expect(isCancelMethod('$/cancelRequest')).toBe(false);
    expect(isCancelMethod(undefined)).toBe(false);
  });
});
