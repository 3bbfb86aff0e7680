import type { WireEvent } from '../../events.js';
import type { RequestTimeline, TaskStatusSeen, TaskTimeline } from '../../timeline/types.js';
import { TERMINAL_TASK_STATUSES } from '../../timeline/types.js';
import type { Cause, DiagnoseOptions, Evidence, ServerState, TaskSummary } from '../types.js';
import { readCancelReason } from '../../protocol/reasons.js';
import { between, cancelReasonOf, errorOf, ttlRanOut, type RequestFacts } from '../facts.js';
import { pendingVerdict } from './pending.js';
import { describe } from './text.js';
import type { Verdict } from './verdict.js';
import { messages } from '../../i18n/index.js';

// ── 1b. a task-augmented request: its outcome follows its task ─────────────────────────────────────────────────

/**
 * 2025-11-25 `basic/utilities/tasks.mdx`: a task-augmented request is answered at once with a CreateTaskResult
 * ("Tasks MUST begin in the working status"); that answer is not the request's outcome. The outcome is the task's:
 * - `tasks/cancel` is the requester's cancellation ("For task-augmented requests, the tasks/cancel request MUST be
 *   used instead of the notifications/cancelled notification"); the server "MUST transition the task to cancelled
 *   status before sending the response", and "MUST remain in cancelled status even if execution continues";
 * - a `notifications/cancelled` for the request is the wrong signal: the TS SDK v1 sends it when the signal given
 *   to `callToolStream` aborts (sdk-behaviour "Tasks"), and the task goes on;
 * - `tasks/result` "MUST return exactly what the underlying request would have returned";
 * - polling that stops while the task is not terminal is the requester giving up without a word.
 * Returns null when the request created no task (or the capture shows no more than a cancel before it).
 */
export function taskVerdict(t: RequestTimeline, f: RequestFacts, opts: DiagnoseOptions, ev: Evidence[], missing: string[]): Verdict | null {
  const task = t.task;
  if (!task) return null;
  const m = messages(opts.lang).diag;
  const req = describe(t, m);
  /** When `e` happened, from the request's start (null: no clock). */
  const at = (e: WireEvent): number | null => between(f.startAt, e.at);
  ev.push({ source: task.created.source, note: m.evidence.taskCreated(task.taskId) });
  const terminalPos = task.terminal ? f.pos(task.terminal.event) : Number.MAX_SAFE_INTEGER;

  // (a) The requester cancelled the task with tasks/cancel before it reached a terminal status.
  const tc = task.cancel;
  if (tc && f.pos(tc.request) < terminalPos) {
    const answer = tc.response;
    const err = answer ? errorOf(answer) : null;
    ev.push({ source: tc.request.source, note: m.evidence.tasksCancelSent(tc.id, t.from, at(tc.request)) });
    if (answer && !err) {
      const s = task.terminal?.via === 'tasks/cancel' ? task.terminal : null;
      ev.push({ source: answer.source, note: m.evidence.taskMoved(s ? s.status : null, s?.message ?? null) });
      missing.push(m.missing.taskWorkStopped);
      return {
        outcome: 'cancelled',
        cause: 'client-cancel',
        serverState: 'stopped',
        confidence: 'high',
        summary: m.summary.taskCancelAcked(t.from, task.taskId, req, at(tc.request), s?.status ?? 'cancelled'),
        timeout: null,
      };
    }
    if (!answer) {
      missing.push(m.missing.tasksCancelAnswer);
      return {
        outcome: 'cancelled',
        cause: 'client-cancel',
        serverState: stateFromStatus(task.last),
        confidence: 'medium',
        summary: m.summary.taskCancelNoAnswer(t.from, task.taskId, req, at(tc.request)),
        timeout: null,
      };
    }
    // An error (e.g. -32602 "Cannot cancel task in terminal status"): the task had already ended; read it below.
    ev.push({ source: answer.source, note: m.evidence.tasksCancelRefused(err?.code ?? null, err?.message ?? null) });
  }

  // (b) notifications/cancelled for the task-augmented request: the wrong signal, the task goes on.
  const nc = t.cancels.find((c) => f.pos(c) > f.responsePos && f.pos(c) < terminalPos);
  if (nc) {
    const reason = cancelReasonOf(nc);
    const reading = readCancelReason(reason);
    const cause: Cause =
      reading.kind === 'timeout' ? 'client-timeout' : reading.kind === 'max-total-timeout' ? 'max-total-timeout' : reading.kind === 'user' || reading.kind === 'application' ? 'user-cancel' : 'client-cancel';
    ev.push({ source: nc.source, note: m.evidence.taskNotificationCancel(reason, at(nc)) });
    const after = afterEvent(task, f, nc);
    let state: ServerState = 'unknown';
    let went = m.evidence.taskNothingAfter;
    if (task.terminal && f.pos(task.terminal.event) > f.pos(nc)) {
      state = stateFromStatus(task.terminal);
      ev.push({ source: task.terminal.event.source, note: m.evidence.taskStillReached(task.terminal.status, at(task.terminal.event), task.terminal.via) });
      went = m.summary.taskWent(task.terminal.status, at(task.terminal.event));
    } else if (after !== null && after.status === 'working') {
      state = 'continued';
      ev.push({ source: after.event.source, note: m.evidence.taskStillWorking(after.via) });
      went = m.summary.taskWentWorking;
    } else {
      missing.push(m.missing.taskFate(task.taskId));
    }
    return {
      outcome: 'cancelled',
      cause,
      serverState: state,
      confidence: state === 'unknown' ? 'medium' : 'high',
      summary: m.summary.taskWrongCancel(t.from, req, at(nc), task.taskId, went),
      timeout: null,
    };
  }

  // (b') The receiver no longer knew the task when the requester asked about it (timeline/tasks.ts `forgotten`) before
  // any terminal status was read: the requester's call ends on that error (the TS SDK v1's callToolStream yields it),
  // and whether the work went on after the task was dropped is not on the wire (the TS SDK's store throws "Task with
  // ID … not found" on the server when the work then tries to store its result: samples/tasks/task-ttl-expired).
  const gone = task.gone?.answer ?? null;
  if (gone !== null && (task.terminal === null || f.pos(gone) < terminalPos)) {
    const err = errorOf(gone);
    const ttl = ttlRanOut(task, task.gone!);
    ev.push({ source: gone.source, note: m.evidence.taskGone(err?.code ?? null, err?.message ?? null, at(gone), ttl) });
    missing.push(m.missing.taskWorkAfterGone(task.taskId));
    return {
      outcome: 'failed',
      cause: 'server-error',
      serverState: 'unknown',
      confidence: 'high',
      summary: m.summary.taskGone(req, task.taskId, at(gone), task.last.status, ttl),
      timeout: null,
    };
  }

  // (c) tasks/result answered: "exactly what the underlying request would have returned".
  const tr = task.result;
  if (tr?.response) {
    const err = errorOf(tr.response);
    ev.push({ source: tr.response.source, note: m.evidence.tasksResult(tr.id, err !== null, at(tr.response)) });
    if (!err) {
      return { outcome: 'completed', cause: 'none', serverState: 'completed', confidence: 'high', summary: m.summary.taskCompleted(req, task.taskId, at(tr.response)), timeout: null };
    }
    return { outcome: 'failed', cause: 'server-error', serverState: 'failed', confidence: 'high', summary: m.summary.taskFailedResult(req, task.taskId, err.code, err.message), timeout: null };
  }

  // (d) A terminal status the requester itself read (a poll, its own cancel's refusal).
  const term = task.terminal;
  if (term && term.via !== 'notification') {
    ev.push({ source: term.event.source, note: m.evidence.taskReached(term.status, term.message, at(term.event), term.via) });
    if (term.status === 'completed') {
      missing.push(m.missing.tasksResultAnswer);
      return { outcome: 'completed', cause: 'none', serverState: 'completed', confidence: 'medium', summary: m.summary.taskCompletedNoResult(req, task.taskId, at(term.event)), timeout: null };
    }
    if (term.status === 'failed') {
      return { outcome: 'failed', cause: 'server-error', serverState: 'failed', confidence: 'high', summary: m.summary.taskFailed(req, task.taskId, at(term.event), term.message), timeout: null };
    }
    missing.push(m.missing.whoCancelledTask(task.taskId));
    return { outcome: 'failed', cause: 'unknown', serverState: 'stopped', confidence: 'medium', summary: m.summary.taskCancelledElsewhere(req, task.taskId, at(term.event)), timeout: null };
  }

  // (e) No terminal status the requester read: the transport closed, polling stopped, or it is still going.
  const lastSeen = task.lastPollAnswer ?? task.lastPoll ?? task.created;
  const after = afterEvent(task, f, lastSeen);
  const state = term ? stateFromStatus(term) : after !== null && after.status === 'working' ? 'continued' : 'unknown';
  const fate = term
    ? m.evidence.taskStillReached(term.status, at(term.event), term.via)
    : after !== null
      ? m.evidence.taskLastSeen(after.status, at(after.event), after.via)
      : m.evidence.taskNothingAfter;
  if (term) ev.push({ source: term.event.source, note: fate });
  else if (after !== null) ev.push({ source: after.event.source, note: fate });
  if (state === 'unknown') missing.push(m.missing.taskFateTtl(task.taskId));
  // The transport closed with the task unfinished (the request itself was answered, so the timeline filed the close
  // on the session only): the requester can no longer poll it or fetch its result.
  const close = t.transportClose ?? t.session.end;
  if (close && f.pos(close) >= f.pos(lastSeen)) {
    ev.push({ source: close.source, note: m.evidence.taskTransportClosed(at(close), task.taskId) });
    missing.push(m.missing.taskAfterClose(task.taskId));
    return {
      outcome: 'lost',
      cause: 'connection-closed',
      serverState: state,
      confidence: 'high',
      summary: m.summary.taskTransportClosed(at(close), task.taskId, req, task.last.status),
      timeout: null,
    };
  }
  const limit = pollGap(task);
  const end = t.session.endedAt;
  // A HAR gives SSE events no time of their own: the poll's answer may be undated, its request is not.
  const quiet = between(lastSeen.at ?? task.lastPoll?.at ?? task.created.at, end);
  if (quiet !== null && quiet > limit) {
    ev.push({ source: lastSeen.source, note: m.evidence.lastLook(at(lastSeen), task.polls, quiet, task.pollInterval) });
    missing.push(m.missing.whyStoppedPolling);
    return {
      outcome: 'abandoned',
      cause: 'unknown',
      serverState: state,
      confidence: 'medium',
      summary: m.summary.stoppedPolling(t.from, task.taskId, req, at(lastSeen), task.lastPollAnswer ? lastPolledStatus(task) : null, fate),
      timeout: null,
    };
  }
  missing.push(m.missing.stillPolling);
  return pendingVerdict(t, m.pendingWhy.taskPolling(task.taskId, task.last.status, at(task.last.event)), m);
}

/** The task as the report names it: id, last status, who ended it. */
export function taskSummary(t: RequestTimeline): TaskSummary | null {
  const task = t.task;
  if (!task) return null;
  const term = task.terminal;
  const responder = t.from === 'client' ? 'server' : 'client';
  // Who ended the task: the requester's tasks/cancel, or the responder running it to completed / failed. A
  // `cancelled` with no tasks/cancel from the requester in the capture was ended by someone the capture does not show.
  let endedBy: TaskSummary['endedBy'] = null;
  if (term) endedBy = term.status !== 'cancelled' ? responder : task.cancel !== null ? t.from : null;
  return {
    taskId: task.taskId,
    lastStatus: task.last.status,
    statusMessage: task.last.message,
    terminal: term !== null,
    endedBy,
    endedWith: term === null ? null : task.cancel !== null && term.status === 'cancelled' ? 'tasks/cancel' : term.via === 'notification' ? 'notifications/tasks/status' : term.via,
    polls: task.polls,
    source: task.last.event.source,
  };
}

function lastPolledStatus(task: TaskTimeline): string | null {
  const r = task.lastPollAnswer?.message?.result;
  const s = r && typeof r === 'object' ? (r as { status?: unknown }).status : undefined;
  return typeof s === 'string' ? s : null;
}

/** The latest status seen after `e` (in capture order), if it is later than `e`. */
function afterEvent(task: TaskTimeline, f: RequestFacts, e: WireEvent): TaskStatusSeen | null {
  return f.pos(task.last.event) > f.pos(e) ? task.last : null;
}

function stateFromStatus(s: TaskStatusSeen): ServerState {
  switch (s.status) {
    case 'completed':
      return 'completed';
    case 'failed':
      return 'failed';
    case 'cancelled':
      return 'stopped';
    default:
      return TERMINAL_TASK_STATUSES.has(s.status) ? 'unknown' : 'continued';
  }
}

/**
 * How long a requester that still polls stays quiet at most: the server's `pollInterval` (the TS SDK default is
 * 1 s without one) twice over, and at least 2 s more than one interval for a loaded client.
 */
function pollGap(task: TaskTimeline): number {
  const every = task.pollInterval ?? 1000;
  return Math.max(2 * every, every + 2000);
}
