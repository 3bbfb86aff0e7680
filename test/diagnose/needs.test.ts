import { describe, expect, it } from 'vitest';
import { NEEDS, shows, type Need } from '../../src/diagnose/needs.js';
import { classify } from '../../src/diagnose/classify.js';
import type { RequestRule } from '../../src/diagnose/types.js';
import type { RequestTimeline } from '../../src/timeline/types.js';
import { req } from './helpers.js';
import { needsViolations } from './needs-check.js';

describe('shows: each need on a timeline', () => {
  const cases: [Need, () => RequestTimeline, boolean][] = [
    ['cancel', () => req().cancel(100).build(), true],
    ['cancel', () => req().result(100).build(), false],
    ['stream', () => req({ transport: 'streamable-http', version: '2025-06-18' }).stream('s1', { closeAt: 100, closedBy: 'client' }).build(), true],
    ['stream', () => req().result(100).build(), false],
    ['transport-close', () => req().transportClose(100).build(), true],
    ['transport-close', () => req().result(100).build(), false],
    ['second-response', () => req().result(100).result(200).build(), true],
    ['second-response', () => req().result(100).build(), false],
    ['progress-after-response', () => req({ progressToken: 1 }).progress(50, 1).result(100).progress(150, 2).build(), true],
    ['progress-after-response', () => req({ progressToken: 1 }).progress(50, 1).result(100).build(), false],
    ['progress-not-increasing', () => req({ progressToken: 1 }).progress(50, 2).progress(60, 2).result(100).build(), true],
    ['progress-not-increasing', () => req({ progressToken: 1 }).progress(50, 1).progress(60, 2).result(100).build(), false],
    ['long-without-token', () => req().result(10_000).build(), true],
    ['long-without-token', () => req().result(9_999).build(), false],
    ['long-without-token', () => req({ progressToken: 1 }).result(20_000).build(), false],
    // Measured to the signal, as no-progress-token measures it: a cancel at 12 s ends a request answered at 30 s.
    ['long-without-token', () => req().cancel(12_000).result(30_000).build(), true],
    ['unfinished', () => req().cancel(100).build(), true],
    ['unfinished', () => req().result(100).build(), false],
  ];
  it.each(cases.map(([n, t, want], i) => [`${n} #${i}`, n, t, want] as const))('%s', (_name, need, t, want) => {
    const tl = t();
    expect(shows(need, tl, classify(tl))).toBe(want);
  });

  it('covers every need', () => {
    expect(new Set(cases.map(([n]) => n))).toEqual(new Set(NEEDS));
  });
});

describe('needsViolations catches a rule whose declaration lies', () => {
  // Fires on every cancelled request, but declares that it needs a second response.
  const liar: RequestRule = {
    meta: { id: 'liar', severity: 'info', summary: 'test rule', docs: 'docs/rules/liar.md', needs: ['second-response'], messages: {} },
    scope: 'request',
    check: (t) => (t.cancels.length > 0 ? [{ rule: 'liar', severity: 'info', message: 'cancelled', source: null }] : []),
  };
  it('flags it where it fires without its need', () => {
    expect(needsViolations(req().cancel(100).build(), {}, [liar])).toEqual(['liar']);
  });
  it('accepts it where its need shows, and where it does not fire', () => {
    expect(needsViolations(req().cancel(100).result(200).result(300).build(), {}, [liar])).toEqual([]);
    expect(needsViolations(req().result(200).build(), {}, [liar])).toEqual([]);
  });
  it('the real rules keep their declarations on these timelines', () => {
    for (const t of [req().cancel(100).build(), req().result(100).result(200).build(), req({ progressToken: 1 }).progress(50, 3).progress(60, 2).result(100).progress(150, 4).build()]) {
      expect(needsViolations(t, {})).toEqual([]);
    }
  });
});
