import { describe, expect, it } from 'vitest';
import { diagnose } from '../../src/diagnose/index.js';
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
});
