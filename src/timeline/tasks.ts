/**
 * 2025-11-25 tasks (`basic/utilities/tasks.mdx`): a task-augmented request is answered at once with a
 * CreateTaskResult ("Tasks MUST begin in the working status"); the work and its outcome follow on the task:
 * `tasks/get` polls, `notifications/tasks/status`, `tasks/cancel` ("MUST transition the task to cancelled status
 * before sending the response"), `tasks/result` ("MUST return exactly what the underlying request would have
 * returned"). This module keeps, on the task-augmented request, what the capture shows of its task
 * (`RequestTimeline.task`), so diagnose can follow the request through it instead of stopping at the immediate
 * answer. Every hook is O(1) per event: the task is found through `Sess.tasks` / `Req.taskOf` (correlate.ts).
 *
 * Not kept: a status notification that arrives before the CreateTaskResult names the task (server-everything sends
 * its first `working` notification on the GET stream a few ms before the answer on the POST stream): until then
 * the task id is unknown here, and a first `working` says nothing the CreateTaskResult does not.
 */
import type { JsonRpcMessage, WireEvent } from '../events.js';
import { clip, responseDetail } from './details.js';
import { field, isObject, stringField } from './json.js';
import { showId } from './keys.js';
import { TASK_ENTRIES_PER_REQUEST } from './limits.js';
import { addCappedEntry, type Req } from './state.js';
import { TERMINAL_TASK_STATUSES, type TaskStatusSeen, type TaskStatusVia, type TaskTimeline } from './types.js';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** `status` and `statusMessage` of a Task object, or null when it has no string status. */
function statusOf(task: unknown, e: WireEvent, via: TaskStatusVia): TaskStatusSeen | null {
  const status = stringField(task, 'status');
  if (status === null) return null;
  const msg = stringField(task, 'statusMessage');
  return { status, message: msg !== null && msg.length > 0 ? msg : null, event: e, via };
}

function statusText(s: TaskStatusSeen): string {
  return `${clip(s.status, 40)}${s.message !== null ? ` ${JSON.stringify(clip(s.message))}` : ''}`;
}

/**
 * A status read. `last` is the task's latest status: "Terminal statuses MUST NOT transition to any other status", so
 * a non-terminal one read after a terminal one is an older view arriving late (a HAR lists the GET stream's
 * notifications, undated, after the POSTs), and so is one stamped earlier than the status already kept.
 */
function see(task: TaskTimeline, s: TaskStatusSeen): void {
  task.statuses++;
  const terminal = TERMINAL_TASK_STATUSES.has(s.status);
  if (task.terminal === null && terminal) task.terminal = s;
  if (task.terminal !== null && !terminal) return;
  if (s.event.at !== null && task.last.event.at !== null && s.event.at < task.last.event.at) return;
  task.last = s;
}

/** The task-augmented request's first response is a CreateTaskResult: its task starts here. Returns the task id. */
export function taskCreated(req: Req, e: WireEvent, m: JsonRpcMessage): string | null {
  const task = field(m.result, 'task');
  const taskId = stringField(task, 'taskId');
  if (taskId === null) return null;
  const first = statusOf(task, e, 'create') ?? { status: 'working', message: null, event: e, via: 'create' as const };
  const t: TaskTimeline = {
    taskId,
    created: e,
    pollInterval: num(field(task, 'pollInterval')),
    ttl: num(field(task, 'ttl')),
    last: first,
    terminal: null,
    statuses: 0,
    polls: 0,
    lastPoll: null,
    lastPollAnswer: null,
    firstAsked: null,
    cancel: null,
    result: null,
    gone: null,
  };
  see(t, first);
  req.t.task = t;
  return taskId;
}

/** A `tasks/*` request naming the task of `orig`. */
export function taskRequest(orig: Req, req: Req, e: WireEvent): void {
  const t = req.t;
  const task = orig.t.task;
  if (task) {
    task.firstAsked ??= e;
    if (t.method === 'tasks/get') {
      task.polls++;
      task.lastPoll = e;
      task.lastPollAnswer = null;
    } else if (t.method === 'tasks/cancel' && t.from === orig.t.from) {
      task.cancel ??= { key: t.key, id: t.id, request: e, response: null };
    } else if (t.method === 'tasks/result') {
      task.result = { key: t.key, id: t.id, request: e, response: null };
    }
  }
  addCappedEntry(orig, 'task', e, `${clip(t.method, 40)} sent as id ${showId(t.id ?? "?")}`, TASK_ENTRIES_PER_REQUEST);
}

/**
 * A receiver that no longer knows the task: 2025-11-25 tasks.mdx, Errors: an unknown or expired taskId is -32602
 * (Invalid params: "Failed to retrieve task: Task not found", "… Task has expired"); the task's `ttl` is its "actual
 * retention duration from creation" (schema `Task.ttl`), so a task kept no longer than that may be gone before its
 * work ends. The TS SDK v1
 * answers "Failed to retrieve task: Task not found" to tasks/get and "Task not found: <id>" to tasks/result; its
 * InMemoryTaskStore deletes a task when its ttl runs out even while it works (samples/tasks/task-ttl-expired).
 * tasks/get has no parameter but the id, so its -32602 is the task gone; tasks/result returns the underlying request's
 * own error for a terminal task (a tool's invalid arguments are -32602 too), so only words that say so count there.
 * tasks/cancel's -32602 is also "already terminal": not read here.
 */
const TASK_GONE_RE = /\btask\b[^.]*\b(?:not found|expired|unknown|does not exist)|\b(?:unknown|no such|expired) task\b/i;

function forgotten(method: string, m: JsonRpcMessage): boolean {
  const err = m.error;
  if (!isObject(err) || err['code'] !== -32602) return false;
  if (method === 'tasks/get') return true;
  const message = err['message'];
  return method === 'tasks/result' && typeof message === 'string' && TASK_GONE_RE.test(message);
}

/** The answer to a `tasks/*` request (`req.taskOf` is `orig`). */
export function taskAnswered(orig: Req, req: Req, e: WireEvent, m: JsonRpcMessage): void {
  const t = req.t;
  const task = orig.t.task;
  const isError = isObject(m.error);
  const gone = isError && forgotten(t.method, m);
  let d = `${clip(t.method, 40)} id ${showId(t.id ?? "?")} answered: `;
  let seen: TaskStatusSeen | null = null;
  if (!isError && (t.method === 'tasks/get' || t.method === 'tasks/cancel')) {
    seen = statusOf(m.result, e, t.method);
  } else if (t.method === 'tasks/result' && !gone) {
    // "For terminal tasks, tasks/result MUST return exactly what the underlying request would have returned": a
    // result is the underlying request's result (the task completed), a JSON-RPC error its error.
    seen = { status: isError ? 'failed' : 'completed', message: null, event: e, via: 'tasks/result' };
  }
  if (task) {
    if (t.method === 'tasks/get' && task.lastPoll === t.request) task.lastPollAnswer = e;
    if (task.cancel !== null && task.cancel.key === t.key) task.cancel.response = e;
    if (task.result !== null && task.result.key === t.key) task.result.response = e;
    if (gone) task.gone ??= { asked: t.request, answer: e };
    if (seen !== null && seen.via !== 'tasks/result') see(task, seen);
    else if (seen !== null && task.terminal === null) see(task, seen);
  }
  d += seen !== null && seen.via !== 'tasks/result' ? `status ${statusText(seen)}` : responseDetail(m);
  addCappedEntry(orig, 'task', e, d, TASK_ENTRIES_PER_REQUEST);
}

/** `notifications/tasks/status` for the task of `orig`. */
export function taskStatusNotified(orig: Req, e: WireEvent, params: unknown): void {
  const seen = statusOf(params, e, 'notification');
  const task = orig.t.task;
  if (task && seen !== null) see(task, seen);
  addCappedEntry(orig, 'task', e, seen !== null ? `task status ${statusText(seen)}` : 'task status ?', TASK_ENTRIES_PER_REQUEST);
}
