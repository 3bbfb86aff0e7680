/**
 * input-required-unanswered: the server answered with an interim InputRequiredResult (2026-07-28 MRTR, SEP-2322,
 * `basic/patterns/mrtr.mdx`) and the capture shows no continuation: the client never sent the request again with
 * `inputResponses`, so the operation never finished although the server answered at once. Claude Code logs
 * "Elicitation request received in print mode" and drops the input request (anthropics/claude-code#94806).
 */
import { isObject } from '../../json.js';
import { isInputRequired } from '../../timeline/mrtr.js';
import type { RequestRule, RequestRuleMeta } from '../types.js';
import { docsPath, reporter } from './support.js';

const id = 'input-required-unanswered';

const meta = {
  id,
  severity: 'warning',
  summary: 'the server asked for input (input_required) and the capture shows no continuation from the client',
  docs: docsPath(id),
  needs: ['unfinished'],
  messages: {
    unanswered: { message: 'inputRequiredUnanswered' },
  },
} as const satisfies RequestRuleMeta;
const say = reporter(meta);

/** The interim answer's `inputRequests` methods, in order (elicitation/create, sampling/createMessage, roots/list). */
function asked(result: unknown): string[] {
  const reqs = isObject(result) ? result['inputRequests'] : undefined;
  if (!isObject(reqs)) return [];
  const out: string[] = [];
  for (const v of Object.values(reqs)) {
    const m = isObject(v) ? v['method'] : undefined;
    if (typeof m === 'string' && !out.includes(m)) out.push(m.slice(0, 60));
  }
  return out;
}

export const inputRequiredUnanswered: RequestRule = {
  meta,
  scope: 'request',
  check(t, ctx) {
    // Answered through a continuation, or ended otherwise: the operation did not wait on the client's input.
    if (t.responses.length > 0 || t.entries.some((e) => e.kind === 'continued-as')) return [];
    // The interim answer is read by the timeline's own test (timeline/mrtr.ts), not parsed again here.
    for (const e of t.entries) {
      if (e.kind !== 'response' || !isInputRequired(e.event)) continue;
      return [say(ctx.options.lang, 'unanswered', e.event.source, t.method, t.target, asked(e.event.message?.result))];
    }
    return [];
  },
};
