/**
 * When the request ended, as the requester saw it, and the line that says so: the response for completed/failed,
 * the cancellation signal for cancelled/abandoned, the transport or stream death for lost; a pending request has
 * not ended. Without such a dated line, the latest dated timeline entry (after the request itself) that the
 * classification cites as evidence. Decided here, with the outcome, so the report only renders it.
 */
import { formatSource, type WireEvent } from '../../events.js';
import type { RequestTimeline, TaskTimeline } from '../../timeline/types.js';
import type { Classification, Ended } from '../types.js';

type Decided = Pick<Classification, 'outcome' | 'cancelSignal' | 'evidence'> & {
  /** The requester's words that ended the request before a late answer (Verdict.endedBy, step 1c). */
  endedBy?: WireEvent | undefined;
};

function firstDated(events: readonly (WireEvent | null | undefined)[]): WireEvent | null {
  for (const e of events) if (e && e.at !== null) return e;
  return null;
}

function fromEvent(e: WireEvent | null): Ended | null {
  return e !== null && e.at !== null ? { at: e.at, source: e.source } : null;
}

function fromSignal(s: Classification['cancelSignal']): Ended | null {
  return s !== null && s.at !== null ? { at: s.at, source: s.source } : null;
}

function taskEnd(task: TaskTimeline): WireEvent | null {
  const read = task.terminal !== null && task.terminal.via !== 'notification' ? task.terminal.event : null;
  return task.result?.response ?? read ?? task.gone?.answer ?? null;
}

export function ended(t: RequestTimeline, c: Decided): Ended | null {
  let end: Ended | null = null;
  switch (c.outcome) {
    case 'pending':
      return null;
    case 'completed':
    case 'failed':
      // A task-augmented request's first response only created its task (2025-11-25 tasks.mdx): it ends when its
      // task did for the requester — the result fetched, a terminal status it read, or the task found gone.
      // A failure the requester's own words gave before a late answer (step 1c) ended it there, not at that answer.
      end = fromEvent(c.endedBy ?? null) ?? (t.task ? fromEvent(taskEnd(t.task)) : null) ?? fromEvent(firstDated(t.responses));
      break;
    case 'cancelled':
    case 'abandoned':
      end = fromSignal(c.cancelSignal);
      break;
    case 'lost':
      // … or the requester's words that its transport closed under it, before a late answer (step 1c).
      end = fromEvent(t.transportClose?.at != null ? t.transportClose : null) ?? fromEvent(firstDated(t.streams.map((s) => s.close))) ?? fromSignal(c.cancelSignal) ?? fromEvent(c.endedBy ?? null);
      break;
  }
  if (end !== null) return end;
  // The latest dated timeline entry that the classification cites as evidence (never the request's own line).
  const cited = new Set(c.evidence.map((e) => formatSource(e.source)));
  // A request the requester gave up on ended when it did, not when a late answer came: the requester's own words that
  // it stopped waiting, cited before the answer (classify/stopped-waiting.ts), decide over that answer. Only an answer
  // is cited (its words that it let the id go name no instant of their own): the answer bounds the end.
  const gaveUp = c.outcome === 'cancelled' || c.outcome === 'abandoned';
  for (const skipAnswers of gaveUp ? [true, false] : [false]) {
    for (let i = t.entries.length - 1; i > 0; i--) {
      const entry = t.entries[i];
      if (!entry || entry.at === null || (skipAnswers && (entry.kind === 'response' || entry.kind === 'error-response'))) continue;
      if (cited.has(formatSource(entry.source))) return { at: entry.at, source: entry.source };
    }
  }
  return null;
}
