import type { WireEvent } from '../../events.js';
import type { RequestTimeline, TaskStatusSeen, TaskTimeline } from '../../timeline/types.js';
import { TERMINAL_TASK_STATUSES } from '../../timeline/types.js';
import type { Cause, DiagnoseOptions, Evidence, ServerState, TaskSummary } from '../types.js';
import { readCancelReason } from '../../protocol/reasons.js';
import { formatDuration } from '../../protocol/timeouts.js';
import { between, cancelReasonOf, errorOf, type RequestFacts } from '../facts.js';
import { pendingVerdict } from './pending.js';
import { describe } from './text.js';
import type { Verdict } from './verdict.js';

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
export function taskVerdict(t: RequestTimeline, f: RequestFacts, _opts: DiagnoseOptions, ev: Evidence[], missing: string[]): Verdict | null {
  const task = t.task;
  if (!task) return null;
  const at = (e: WireEvent): string => {
    const ms = between(f.startAt, e.at);
    return ms !== null ? ` at +${formatDuration(ms)}` : '';
  };
  ev.push({ source: task.created.source, note: `the immediate answer created task ${task.taskId}: the request's outcome follows the task, not this answer` });
  const terminalPos = task.terminal ? f.pos(task.terminal.event) : Number.MAX_SAFE_INTEGER;

  // (a) The requester cancelled the task with tasks/cancel before it reached a terminal status.
  const tc = task.cancel;
  if (tc && f.pos(tc.request) < terminalPos) {
    const answer = tc.response;
    const err = answer ? errorOf(answer) : null;
    ev.push({ source: tc.request.source, note: `tasks/cancel (id ${JSON.stringify(tc.id)}) sent by the ${t.from}${at(tc.request)}: the cancellation a task takes` });
    if (answer && !err) {
      const s = task.terminal?.via === 'tasks/cancel' ? task.terminal : null;
      ev.push({ source: answer.source, note: `the server moved the task to ${s ? s.status : 'its cancelled state'}${s?.message ? ` ("${s.message}")` : ''}` });
      missing.push('whether the work itself stopped: a cancelled task "MUST remain in cancelled status even if execution continues to completion or fails", so only a server-side log shows whether it ran on');
      return {
        outcome: 'cancelled',
        cause: 'client-cancel',
        serverState: 'stopped',
        confidence: 'high',
        summary: `The ${t.from} cancelled the task ${task.taskId} of ${describe(t)} with tasks/cancel${at(tc.request)}; the server acknowledged it (status ${s?.status ?? 'cancelled'}), so no result will be delivered — the work itself may have run on in the background (the spec keeps the task cancelled even if execution continues).`,
        timeout: null,
      };
    }
    if (!answer) {
      missing.push('the answer to tasks/cancel: without it the capture does not show whether the task was cancelled');
      return {
        outcome: 'cancelled',
        cause: 'client-cancel',
        serverState: stateFromStatus(task.last),
        confidence: 'medium',
        summary: `The ${t.from} cancelled the task ${task.taskId} of ${describe(t)} with tasks/cancel${at(tc.request)}; the answer is not in the capture.`,
        timeout: null,
      };
    }
    // An error (e.g. -32602 "Cannot cancel task in terminal status"): the task had already ended; read it below.
    ev.push({ source: answer.source, note: `tasks/cancel was refused (${err?.code ?? '?'} ${err?.message ?? ''}): the task had already ended` });
  }

  // (b) notifications/cancelled for the task-augmented request: the wrong signal, the task goes on.
  const nc = t.cancels.find((c) => f.pos(c) > f.responsePos && f.pos(c) < terminalPos);
  if (nc) {
    const reason = cancelReasonOf(nc);
    const reading = readCancelReason(reason);
    const cause: Cause =
      reading.kind === 'timeout' ? 'client-timeout' : reading.kind === 'max-total-timeout' ? 'max-total-timeout' : reading.kind === 'user' || reading.kind === 'application' ? 'user-cancel' : 'client-cancel';
    ev.push({ source: nc.source, note: `notifications/cancelled${reason !== null ? ` (reason "${reason}")` : ''}${at(nc)} for a request already answered with a task: under 2025-11-25 it does not cancel the task (tasks/cancel must be used)` });
    const after = afterEvent(task, f, nc);
    let state: ServerState = 'unknown';
    let went = 'nothing after it shows what became of the task';
    if (task.terminal && f.pos(task.terminal.event) > f.pos(nc)) {
      state = stateFromStatus(task.terminal);
      ev.push({ source: task.terminal.event.source, note: `the task still reached ${task.terminal.status}${at(task.terminal.event)} (${viaText(task.terminal)})` });
      went = `the task went on and reached ${task.terminal.status}${at(task.terminal.event)}`;
    } else if (after !== null && after.status === 'working') {
      state = 'continued';
      ev.push({ source: after.event.source, note: `the task was still working after the cancel (${viaText(after)})` });
      went = 'the task went on working';
    } else {
      missing.push(`what became of task ${task.taskId}: notifications/cancelled does not cancel a task, so it most likely ran on; tasks/get {taskId} would tell`);
    }
    return {
      outcome: 'cancelled',
      cause,
      serverState: state,
      confidence: state === 'unknown' ? 'medium' : 'high',
      summary: `The ${t.from} gave up on ${describe(t)}${at(nc)} with notifications/cancelled, but the request had already become task ${task.taskId}, which that notification does not cancel: ${went}; the result was never fetched.`,
      timeout: null,
    };
  }

  // (c) tasks/result answered: "exactly what the underlying request would have returned".
  const tr = task.result;
  if (tr?.response) {
    const err = errorOf(tr.response);
    ev.push({ source: tr.response.source, note: `tasks/result (id ${JSON.stringify(tr.id)}) delivered the ${err ? 'error' : 'result'} of the underlying request${at(tr.response)}` });
    if (!err) {
      return { outcome: 'completed', cause: 'none', serverState: 'completed', confidence: 'high', summary: `Request ${describe(t)} ran as task ${task.taskId} and completed; tasks/result delivered its result${at(tr.response)}.`, timeout: null };
    }
    return { outcome: 'failed', cause: 'server-error', serverState: 'failed', confidence: 'high', summary: `Request ${describe(t)} ran as task ${task.taskId} and failed: tasks/result answered ${err.code ?? '?'} ${err.message ?? ''}.`, timeout: null };
  }

  // (d) A terminal status the requester itself read (a poll, its own cancel's refusal).
  const term = task.terminal;
  if (term && term.via !== 'notification') {
    ev.push({ source: term.event.source, note: `the task reached ${term.status}${term.message ? ` ("${term.message}")` : ''}${at(term.event)} (${viaText(term)})` });
    if (term.status === 'completed') {
      missing.push('the tasks/result answer: the task completed, but its result is not in the capture');
      return { outcome: 'completed', cause: 'none', serverState: 'completed', confidence: 'medium', summary: `Request ${describe(t)} ran as task ${task.taskId}, which completed${at(term.event)}; fetching its result is not in the capture.`, timeout: null };
    }
    if (term.status === 'failed') {
      return { outcome: 'failed', cause: 'server-error', serverState: 'failed', confidence: 'high', summary: `Request ${describe(t)} ran as task ${task.taskId}, which failed${at(term.event)}${term.message ? `: ${term.message}` : ''}.`, timeout: null };
    }
    missing.push(`who cancelled task ${task.taskId}: no tasks/cancel from this requester is in the capture`);
    return { outcome: 'failed', cause: 'unknown', serverState: 'stopped', confidence: 'medium', summary: `Request ${describe(t)} ran as task ${task.taskId}, which was cancelled${at(term.event)} without a tasks/cancel from this requester in the capture.`, timeout: null };
  }

  // (e) No terminal status the requester read: the transport closed, polling stopped, or it is still going.
  const lastSeen = task.lastPollAnswer ?? task.lastPoll ?? task.created;
  const after = afterEvent(task, f, lastSeen);
  const state = term ? stateFromStatus(term) : after !== null && after.status === 'working' ? 'continued' : 'unknown';
  const fate = term ? `the task still reached ${term.status}${at(term.event)} (${viaText(term)})` : after !== null ? `the task was last seen ${after.status}${at(after.event)} (${viaText(after)})` : 'nothing after it shows what became of the task';
  if (term) ev.push({ source: term.event.source, note: fate });
  else if (after !== null) ev.push({ source: after.event.source, note: fate });
  if (state === 'unknown') missing.push(`what became of task ${task.taskId}: tasks/get {taskId} would tell while its ttl lasts`);
  // The transport closed with the task unfinished (the request itself was answered, so the timeline filed the close
  // on the session only): the requester can no longer poll it or fetch its result.
  const close = t.transportClose ?? t.session.end;
  if (close && f.pos(close) >= f.pos(lastSeen)) {
    ev.push({ source: close.source, note: `the transport closed${at(close)} with task ${task.taskId} not finished` });
    missing.push(`what became of task ${task.taskId}: the server may have run it to the end after the transport closed`);
    return {
      outcome: 'lost',
      cause: 'connection-closed',
      serverState: state,
      confidence: 'high',
      summary: `The transport closed${at(close)} while task ${task.taskId} of ${describe(t)} was ${task.last.status}: the requester could no longer poll it or fetch its result; no cancellation was sent.`,
      timeout: null,
    };
  }
  const limit = pollGap(task);
  const end = t.session.endedAt;
  // A HAR gives SSE events no time of their own: the poll's answer may be undated, its request is not.
  const quiet = between(lastSeen.at ?? task.lastPoll?.at ?? task.created.at, end);
  if (quiet !== null && quiet > limit) {
    ev.push({ source: lastSeen.source, note: `the requester's last look at the task${at(lastSeen)}${task.polls > 0 ? ` (${task.polls} tasks/get poll(s))` : ''}; the capture goes on ${formatDuration(quiet)} without another poll (pollInterval ${task.pollInterval !== null ? formatDuration(task.pollInterval) : 'not given'})` });
    missing.push('why the requester stopped polling: it sent neither tasks/cancel nor any other signal');
    return {
      outcome: 'abandoned',
      cause: 'unknown',
      serverState: state,
      confidence: 'medium',
      summary: `The ${t.from} stopped polling task ${task.taskId} of ${describe(t)}${at(lastSeen)} while it was ${task.lastPollAnswer ? lastPolledStatus(task) ?? 'not finished' : 'not finished'}, without tasks/cancel: ${fate}, and the result was never fetched.`,
      timeout: null,
    };
  }
  missing.push('the rest of the capture: the requester was still polling the task when it ended');
  return pendingVerdict(t, `it became task ${task.taskId}, last seen ${task.last.status}${at(task.last.event)}, and the requester was still polling it`);
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

function viaText(s: TaskStatusSeen): string {
  switch (s.via) {
    case 'notification':
      return 'notifications/tasks/status';
    case 'create':
      return 'the CreateTaskResult';
    default:
      return `the ${s.via} answer`;
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
