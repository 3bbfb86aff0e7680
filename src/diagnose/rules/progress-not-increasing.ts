/**
 * progress-not-increasing: `progress` did not increase.
 * Spec (progress.mdx, every version): "The progress value MUST increase with each notification, even if the total is
 * unknown."
 */
import type { RequestRule } from '../types.js';
import { progressValue } from '../facts.js';
import { docsPath, finding } from './support.js';
import { messages } from '../../i18n/index.js';

const id = 'progress-not-increasing';

export const progressNotIncreasing: RequestRule = {
  meta: { id, severity: 'warning', summary: 'progress did not increase', docs: docsPath(id) },
  scope: 'request',
  check(t, ctx) {
    const m = messages(ctx.options.lang).rules;
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
      finding(
        id,
        'warning',
        m.progressNotIncreasing(JSON.stringify(t.id), first.prev, first.cur, count),
        first.at.source,
      ),
    ];
  },
};
