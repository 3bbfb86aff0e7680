/**
 * The harnesses' one bound on a wait (scripts/samples/lib/helpers.ts `within`): every scenario, sample, fixture run and
 * process exit the samples wait on goes through it, so it must pass a settled promise through unchanged, fail with the
 * name of what it waited on, and leave no timer behind (a pending 90 s timer keeps node running after the run is over).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { within } from '../../../../scripts/samples/lib/helpers.js';

const timeouts = (): number => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

describe('within', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the value when the promise settles in time', async () => {
    await expect(within(Promise.resolve(42), 1000, 'the answer')).resolves.toBe(42);
  });

  it('passes the promise\'s own rejection through, not a deadline', async () => {
    await expect(within(Promise.reject(new Error('refused')), 1000, 'the answer')).rejects.toThrow(/^refused$/);
  });

  it.each([
    ['the client\'s exit', 60_000, "the client's exit: not done within 60000 ms"],
    ['client-timeout', 30_000, 'client-timeout: not done within 30000 ms'],
    ['server-everything start', 15_000, 'server-everything start: not done within 15000 ms'],
  ])('rejects with the named deadline (%s, %d ms) when the promise has not settled', async (what, ms, message) => {
    vi.useFakeTimers();
    const p = within(new Promise<never>(() => undefined), ms, what);
    const seen = p.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(ms - 1);
    // Not before its time: one millisecond short, the race is still open.
    let settled = false;
    void p.then(
      () => (settled = true),
      () => (settled = true),
    );
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const e = await seen;
    expect(e).toBeInstanceOf(Error);
    expect((e as Error).message).toBe(message);
  });

  it('keeps the first outcome: a promise settling after the deadline does not change it (and raises nothing unhandled)', async () => {
    vi.useFakeTimers();
    let reject!: (e: Error) => void;
    const late = new Promise<never>((_, r) => (reject = r));
    const p = within(late, 100, 'the run');
    const seen = p.catch((e: unknown) => (e as Error).message);
    await vi.advanceTimersByTimeAsync(100);
    reject(new Error('too late'));
    await vi.advanceTimersByTimeAsync(0);
    expect(await seen).toBe('the run: not done within 100 ms');
  });

  it.each([
    ['resolves', () => Promise.resolve('done')],
    ['rejects', () => Promise.reject(new Error('failed'))],
  ])('clears its timer when the promise %s, so nothing holds the process open', async (_, make) => {
    const before = timeouts();
    await within(make(), 3_600_000, 'an hour').catch(() => undefined);
    expect(timeouts()).toBe(before);
  });

  it('leaves its timer pending only while the promise is', async () => {
    let resolve!: () => void;
    const before = timeouts();
    const p = within(new Promise<void>((r) => (resolve = r)), 3_600_000, 'an hour');
    expect(timeouts()).toBe(before + 1);
    resolve();
    await p;
    expect(timeouts()).toBe(before);
  });
});
