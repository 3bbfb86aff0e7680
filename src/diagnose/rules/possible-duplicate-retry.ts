/**
 * possible-duplicate-retry: the same tool and arguments sent again after an unresolved cancel or timeout.
 * Incidents A6: "A transport failure or timeout after dispatch does not prove the call was not executed"; two
 * tools/call with the same name and arguments, the second after the first ended without a response. The 2026
 * changelog even requires re-issuing after a broken stream ("with a new request ID"), so the risk is by design there.
 * MRTR retries (`resultType: "input_required"`) are the protocol's own continuation and are not flagged.
 * Nor is a repeated read (`tools/list`, `resources/read`, `tasks/get`, …: protocol/methods.ts hasNoExternalEffect):
 * the spec defines the list/read/get requests as returning data, so running one twice should repeat nothing (the
 * project's reading, not a spec clause: no version calls a method safe to repeat). Hosts re-send them on
 * their own schedule, often while the first is still open (Claude Desktop's `prompts/list` and `resources/list` sent
 * again as the earlier ones timed out: ZilongXue/claude-post#3, CoplayDev/unity-mcp#37). The timeline still shows the
 * repeat (`retry` rows); only the warning that the work may have run twice is left out, as it would be untrue.
 */
import { hasNoExternalEffect } from '../../protocol/methods.js';
import type { RequestRule, RequestRuleMeta } from '../types.js';
import { between } from '../facts.js';
import { docsPath, reporter } from './support.js';

const id = 'possible-duplicate-retry';

// When the first call did the work (server state completed or continued) the tool most likely ran twice: an error.
const meta = {
  id,
  severity: 'warning',
  summary: 'the same tool and arguments sent again after an unresolved cancel or timeout',
  docs: docsPath(id),
  needs: ['unfinished'],
  messages: {
    ranTwice: { message: 'possibleDuplicateRetry', severity: 'error' },
    mayHaveRun: { message: 'possibleDuplicateRetry' },
  },
} as const satisfies RequestRuleMeta;
const say = reporter(meta);

export const possibleDuplicateRetry: RequestRule = {
  meta,
  scope: 'request',
  check(t, ctx) {
    if (t.retries.length === 0 || hasNoExternalEffect(t.method)) return [];
    const c = ctx.classification;
    const f = ctx.facts;
    const result = f.firstResponse?.message?.result;
    if (result && typeof result === 'object' && (result as Record<string, unknown>)['resultType'] === 'input_required') return [];
    const unresolved =
      c.outcome === 'cancelled' ||
      c.outcome === 'abandoned' ||
      c.outcome === 'lost' ||
      c.outcome === 'pending' ||
      (c.outcome === 'failed' && c.cause !== 'server-error' && c.cause !== 'session-expired');
    if (!unresolved) return [];
    const r = t.retries[0]!;
    const ran = c.serverState === 'completed' || c.serverState === 'continued';
    // A polling host repeats the call every few seconds: one finding with the count, the first and the last
    // (the timeline keeps only those, timeline/limits.ts RETRIES_PER_REQUEST), never one per repeat.
    const n = Math.max(t.retryCount, t.retries.length);
    const last = t.retries[t.retries.length - 1]!;
    const more = n > 1 ? { n, lastId: JSON.stringify(last.id), lastGapMs: between(f.startAt, last.at) } : null;
    return [
      say(ctx.options.lang, ran ? 'ranTwice' : 'mayHaveRun', r.source, t.method, t.target, JSON.stringify(r.id), between(f.startAt, r.at), c.outcome, c.cause, c.serverState, ran, more),
    ];
  },
};
