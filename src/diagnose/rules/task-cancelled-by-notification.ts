/**
 * task-cancelled-by-notification: a task-augmented request cancelled with notifications/cancelled instead of
 * tasks/cancel.
 * Spec (2025-11-25 cancellation.mdx): "For task-augmented requests, the tasks/cancel request MUST be used instead of
 * the notifications/cancelled notification"; requestId "MUST NOT be used for cancelling tasks". 2026 tasks
 * extension (SEP-2663): "The notifications/cancelled notification MUST NOT be used for task cancellation."
 */
import type { RequestRule, RequestRuleMeta } from '../types.js';
import { CANCELLATION_RULES } from '../../protocol/cancellation.js';
import { docsPath, reporter } from './support.js';

const id = 'task-cancelled-by-notification';

/** A task seen under a version without tasks (or none known) is judged by the first row that defines them (2025-11-25). */
const FIRST_TASK_ROW = CANCELLATION_RULES.find((r) => r.spec.tasks !== null)!;

const meta = {
  id,
  severity: 'error',
  summary: 'a task-augmented request cancelled with notifications/cancelled instead of tasks/cancel',
  docs: docsPath(id),
  needs: ['cancel'],
  messages: {
    notification: { message: 'taskCancelledByNotification' },
  },
} as const satisfies RequestRuleMeta;
const say = reporter(meta);

export const taskCancelledByNotification: RequestRule = {
  meta,
  scope: 'request',
  check(t, ctx) {
    if (!t.taskAugmented || t.cancels.length === 0) return [];
    const f = ctx.facts;
    const spec = f.cancellation.rule.spec.tasks ?? `${FIRST_TASK_ROW.fromVersion ?? FIRST_TASK_ROW.key}: ${FIRST_TASK_ROW.spec.tasks}`;
    return [
      say(ctx.options.lang, 'notification', t.cancels[0]!.source, t.method, JSON.stringify(t.id), f.version, spec),
    ];
  },
};
