/**
 * What the slot lane's verdict is checked on (slot-verdict.test.ts, and diagnose/plain-walk.ts's walk over every capture
 * the repository holds): which requests the lane could keep, the columns it would keep of them, and the comparison of
 * `plainSlot` with `plainCompletion` under every option set the fast-path tests use.
 */
import { expect } from 'vitest';
import { plainCompletion } from '../../src/diagnose/index.js';
import { plainSlot } from '../../src/diagnose/plain.js';
import { messageShape } from '../../src/events.js';
import { PLAIN_PROGRESS } from '../../src/timeline/state.js';
import type { PlainFacts, RequestTimeline } from '../../src/timeline/types.js';
import { OPTION_SETS } from '../diagnose/plain-check.js';


/**
 * A request the slot lane could have kept to its emission: a wire request (no task, not a lifecycle call), answered
 * once with a result, at most PLAIN_PROGRESS progress values strictly rising and all before the answer, and nothing
 * else on it (no cancel, stream, close, words, log, retry, host line).
 */
export function slotShaped(t: RequestTimeline): boolean {
  if (t.basis !== 'wire' || t.request.kind !== 'message' || t.taskAugmented) return false;
  if (t.method === 'initialize' || t.method === 'server/discover' || t.method.startsWith('tasks/')) return false;
  if (t.responses.length !== 1 || t.cancels.length + t.streams.length + t.said.length + t.logs.length + t.retries.length !== 0) return false;
  if (t.retryCount !== 0 || t.retryOf !== null || t.transportClose !== null || t.openAtEnd) return false;
  const r = t.responses[0]!;
  if (r.message === undefined || messageShape(r.message) !== 'result') return false;
  if (t.progress.length > PLAIN_PROGRESS) return false;
  let last = -Infinity;
  for (const p of t.progress) {
    const v = (p.message?.params as { progress?: unknown } | undefined)?.progress;
    if (typeof v !== 'number' || v <= last) return false;
    last = v;
  }
  // Entries: the request, its progress, the answer last.
  const kinds = t.entries.map((e) => e.kind);
  const want = ['request', ...t.progress.map(() => 'progress'), 'response'];
  return kinds.length === want.length && kinds.every((k, i) => k === want[i]) && t.entries[t.entries.length - 1]!.event === r;
}

export function factsOf(t: RequestTimeline): PlainFacts {
  return { requestAt: t.request.at, answerAt: t.responses[0]!.at, hasToken: t.progressToken !== null, progress: t.progress.length };
}

/** Every slot-shaped request of `ts` compared under every option set; returns how many there were. */
export function compareAll(ts: RequestTimeline[], where: string): number {
  let n = 0;
  for (const t of ts) {
    if (!slotShaped(t)) continue;
    n++;
    for (const o of OPTION_SETS) {
      const slot = plainSlot(factsOf(t), o);
      if (slot !== plainCompletion(t, o)) expect({ where, key: t.key, opts: o, slot }).toEqual({ where, key: t.key, opts: o, slot: !slot });
    }
  }
  return n;
}
