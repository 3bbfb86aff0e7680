/**
 * task-expired-while-working: the receiver dropped a task whose ttl ran out before its work ended.
 * Spec (2025-11-25 schema, `Task.ttl`): "Actual retention duration from creation in milliseconds, null for unlimited";
 * tasks.mdx, Errors: an unknown or expired taskId is -32602. A ttl shorter than the work lets the receiver forget the
 * task while it is still working: the requester's next tasks/get or tasks/result is refused, and the result the work
 * produces has nowhere to go. SDK (TS v1 InMemoryTaskStore): the ttl timer starts at createTask and deletes the task
 * whatever its status; the work's later storeTaskResult throws "Task with ID <id> not found"
 * (samples/tasks/task-ttl-expired; apify/apify-mcp-server#1012 with a Redis store).
 */
import type { RequestRule, RequestRuleMeta } from '../types.js';
import { between, errorOf, ttlRanOut } from '../facts.js';
import { TERMINAL_TASK_STATUSES } from '../../timeline/types.js';
import { docsPath, reporter } from './support.js';

const id = 'task-expired-while-working';

const meta = {
  id,
  severity: 'warning',
  summary: "a task's ttl ran out while it was still working: the receiver forgot it before its result",
  docs: docsPath(id),
  needs: ['unfinished'],
  messages: {
    expired: { message: 'taskExpiredWhileWorking' },
  },
} as const satisfies RequestRuleMeta;
const say = reporter(meta);

export const taskExpiredWhileWorking: RequestRule = {
  meta,
  scope: 'request',
  check(t, ctx) {
    const task = t.task;
    if (!task || task.gone === null || TERMINAL_TASK_STATUSES.has(task.last.status)) return [];
    const ttl = ttlRanOut(task, task.gone);
    if (ttl === null) return [];
    const { answer, asked } = task.gone;
    return [
      say(ctx.options.lang, 'expired', answer.source, t.method, JSON.stringify(t.id), task.taskId, ttl, task.last.status, between(ctx.facts.startAt, answer.at ?? asked.at), errorOf(answer)?.message ?? null),
    ];
  },
};
