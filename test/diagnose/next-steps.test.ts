import { describe, expect, it } from 'vitest';
import { diagnose } from '../../src/diagnose/index.js';
import { nextSteps } from '../../src/diagnose/next-steps.js';
import type { Transport } from '../../src/events.js';
import { req } from './helpers.js';

describe('next steps', () => {
  it.each([
    ['client timeout without progress', () => req().cancel(60_006).build(), [/Raise the requester's timeout/, /onprogress/, /read-only query/]],
    ['progress did not extend the timer', () => req({ progressToken: 1 }).progress(10_000, 1).progress(50_000, 2).cancel(60_005).build(), [/resetTimeoutOnProgress: true/]],
    ['proxy cut on legacy HTTP', () => req({ transport: 'streamable-http', version: '2025-06-18' }).stream('p1', { closeAt: 60_100, closedBy: 'network' }).build(), [/keep-alives/, /Last-Event-ID/]],
    ['gateway 504', () => req({ transport: 'streamable-http', version: '2025-06-18' }).stream('p1', { status: 504, closeAt: 60_010, closedBy: 'server' }).build(), [/intermediary answered/]],
    ['session expired', () => req({ transport: 'streamable-http' }).stream('p1', { status: 404, closeAt: 5 }).error(5, -32001, 'Session not found', 'p1', 404).build(), [/new session with initialize/]],
    ['server kept working', () => req({ progressToken: 1 }).cancel(100, 'x').progress(200, 1).build(), [/abort signal/]],
    ['cancel-initialize', () => req({ method: 'initialize', id: 0 }).cancel(60_006).build(), [/Do not cancel initialize/]],
  ] as const)('%s', (_name, t, expected) => {
    const steps = diagnose(t()).nextSteps;
    for (const re of expected) expect(steps.some((s) => re.test(s)), `${re} in\n${steps.join('\n')}`).toBe(true);
    expect(new Set(steps).size).toBe(steps.length);
  });

  it('a timed-out initialize or tools/list gets no progress or retry-check advice (nothing to extend, no external effect)', () => {
    for (const method of ['initialize', 'tools/list']) {
      const steps = diagnose(req({ method, id: 0 }).cancel(60_006).build()).nextSteps;
      expect(steps.some((s) => /Raise the requester's timeout/.test(s)), steps.join('\n')).toBe(true);
      expect(steps.some((s) => /read-only query/.test(s)), steps.join('\n')).toBe(false);
      if (method === 'initialize') expect(steps.some((s) => /onprogress/.test(s)), steps.join('\n')).toBe(false);
      else expect(steps.some((s) => /onprogress/.test(s)), steps.join('\n')).toBe(true);
    }
  });

  it('a cancel reason cut by the host log says so instead of "carries no reason"', () => {
    const steps = diagnose(req().cancel(4_321, 'McpErr…[1204 chars truncated]…out').build()).nextSteps;
    expect(steps.some((s) => /host log cut the reason text/.test(s)), steps.join('\n')).toBe(true);
    expect(steps.some((s) => /carries no reason/.test(s))).toBe(false);
  });

  it('a plain completed call needs no steps; a server error does not ask for a read-only check', () => {
    expect(diagnose(req().result(100).build()).nextSteps).toEqual([]);
    const steps = diagnose(req().error(100, -32602, 'bad args').build()).nextSteps;
    expect(steps.some((s) => /read-only/.test(s))).toBe(false);
    expect(steps.some((s) => /server-side error/.test(s))).toBe(true);
  });

  // What a broken stream means depends on the version (src/protocol/stream-close.ts): up to 2025-11-25 it is a
  // disconnect, not a cancellation, and Last-Event-ID recovers the answer; under 2026-07-28 it loses the request.
  // With no transport in the capture the version alone decides; with no version the step says both readings.
  const LEGACY = /Last-Event-ID.*POST notifications\/cancelled/;
  const MODERN = /^Under 2026-07-28 a broken stream loses the request/;
  const BOTH = /does not say the protocol version.*up to 2025-11-25 it is not a cancellation.*under 2026-07-28 closing the request's stream is the cancellation/;
  it.each([
    ['streamable-http', '2025-03-26', LEGACY],
    ['streamable-http', '2025-06-18', LEGACY],
    ['streamable-http', '2025-11-25', LEGACY],
    ['streamable-http', '2026-07-28', MODERN],
    ['streamable-http', null, BOTH],
    ['streamable-http', '2027-01-01-rc', BOTH],
    [null, '2025-06-18', LEGACY],
    [null, '2025-11-25', LEGACY],
    [null, '2026-07-28', MODERN],
    [null, null, BOTH],
  ] as const)('a broken stream on %s at version %s gets the advice of that version', (transport: Transport | null, version: string | null, expected: RegExp) => {
    const t = req({ transport, version }).stream('p1', { closeAt: 60_100, closedBy: 'network' }).build();
    const d = diagnose(t);
    // Without a transport the classifier reaches stream-closed only from a host's log line; the step is the same.
    const steps = nextSteps(t, { ...d, cause: 'stream-closed' }, d.findings);
    const advice = [LEGACY, MODERN, BOTH].filter((re) => steps.some((s) => re.test(s)));
    expect(advice, steps.join('\n')).toEqual([expected]);
    if (transport !== null) expect(d.cause).toBe('stream-closed');
  });
});
