/**
 * progress-not-increasing: `progress` did not increase.
 * Spec (progress.mdx, every version): "The progress value MUST increase with each notification, even if the total is
 * unknown."
 */
import type { RequestRule } from '../types.js';
import { progressValue } from '../facts.js';
import { docsPath, finding } from './support.js';

const id = 'progress-not-increasing';

export const progressNotIncreasing: RequestRule = {
  meta: { id, severity: 'warning', summary: 'progress did not increase', docs: docsPath(id) },
  scope: 'request',
  check(t) {
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
        `Progress for id ${JSON.stringify(t.id)} went from ${first.prev} to ${first.cur}${count > 1 ? ` (${count} times in all)` : ''}: "The progress value MUST increase with each notification, even if the total is unknown." Clients that check this may drop the notification or the connection.`,
        first.at.source,
      ),
    ];
  },
};
