/**
 * progress-not-increasing: `progress` did not increase.
 * Spec (progress.mdx, every version): "The progress value MUST increase with each notification, even if the total is
 * unknown."
 */
import type { RequestRule, RequestRuleMeta } from '../types.js';
import { progressValue } from '../facts.js';
import { docsPath, reporter } from './support.js';

const id = 'progress-not-increasing';

const meta = {
  id,
  severity: 'warning',
  summary: 'progress did not increase',
  docs: docsPath(id),
  needs: ['progress-not-increasing'],
  messages: {
    decreased: { message: 'progressNotIncreasing' },
  },
} as const satisfies RequestRuleMeta;
const say = reporter(meta);

export const progressNotIncreasing: RequestRule = {
  meta,
  scope: 'request',
  check(t, ctx) {
    let prev: number | null = null;
    let first: { at: (typeof t.progress)[number]; prev: number; cur: number } | null = null;
    let count = 0;
    for (const e of t.progress) {
      const v = progressValue(e).progress;
      if (v === null) continue;
      if (prev !== null && v <= prev) {
        count++;
        if (!first) first = { at: e, prev, cur: v };
      }
      prev = v;
    }
    if (!first) return [];
    return [
      say(ctx.options.lang, 'decreased', first.at.source, JSON.stringify(t.id), first.prev, first.cur, count),
    ];
  },
};
