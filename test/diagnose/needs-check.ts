/**
 * The check of the rules' declarations (src/diagnose/needs.ts): a request rule that fires on a timeline showing
 * none of its declared needs has lied, and the fast path built from the declarations could skip its finding.
 */
import { classify } from '../../src/diagnose/classify.js';
import { RULES } from '../../src/diagnose/index.js';
import { shows } from '../../src/diagnose/needs.js';
import { requestFacts } from '../../src/diagnose/facts.js';
import type { DiagnoseOptions, RequestRule } from '../../src/diagnose/types.js';
import type { RequestTimeline } from '../../src/timeline/types.js';

const REQUEST_RULES = RULES.filter((r): r is RequestRule => r.scope === 'request');

/** Ids of the rules that fire on `t` without any of their needs showing; `rules` defaults to the real ones. */
export function needsViolations(t: RequestTimeline, options: DiagnoseOptions, rules: readonly RequestRule[] = REQUEST_RULES): string[] {
  // As requestFindings: a request known only from a host's words gets no rule.
  if (t.basis === 'host-log') return [];
  const classification = classify(t, options);
  const out: string[] = [];
  for (const r of rules) {
    let fired: boolean;
    try {
      fired = r.check(t, { options, classification, facts: requestFacts(t) }).length > 0;
    } catch {
      continue; // a rule that throws reports ruleFailed, which is not one of its findings
    }
    if (fired && !r.meta.needs.some((n) => shows(n, t, classification))) out.push(r.meta.id);
  }
  return out;
}
