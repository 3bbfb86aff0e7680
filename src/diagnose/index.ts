/**
 * The diagnose room: RequestTimeline → Diagnosis, SessionTimeline → Finding[].
 * `diagnose` classifies, runs every request rule, builds the incident record and the next steps. Pure and linear.
 */
import type { RequestTimeline, SessionTimeline } from '../timeline/types.js';
import type { WireEvent } from '../events.js';
import type { Classification, DiagnoseOptions, Diagnosis, Finding, RequestRule, SessionRule } from './types.js';
import { classify } from './classify.js';
import { requestFacts, type RequestFacts } from './facts.js';
import { buildRecord } from './record.js';
import { nextSteps } from './next-steps.js';
import { RULES } from './rules/index.js';
import { messages } from '../i18n/index.js';

export { RULES } from './rules/index.js';
export { classify } from './classify.js';
export { buildRecord, formatInstant } from './record.js';
export { nextSteps } from './next-steps.js';
export { plainCompletion, plainSlot } from './plain.js';
export { factsOnce } from './facts.js';

const REQUEST_RULES: RequestRule[] = RULES.filter((r): r is RequestRule => r.scope === 'request');
const SESSION_RULES: SessionRule[] = RULES.filter((r): r is SessionRule => r.scope === 'session');

/** A rule that throws on some hostile capture must not take the whole report down: say so as a finding. */
function ruleFailed(id: string, e: unknown, opts: DiagnoseOptions): Finding {
  return { rule: id, severity: 'info', message: messages(opts.lang).rules.ruleFailed(id, e instanceof Error ? e.message : String(e)), source: null };
}

export function requestFindings(
  t: RequestTimeline,
  classification: Classification,
  options: DiagnoseOptions,
  facts: RequestFacts = requestFacts(t),
): Finding[] {
  const out: Finding[] = [];
  // The rules read JSON-RPC messages; a request known only from a host's words has none to read.
  if (t.basis === 'host-log') return out;
  const ctx = { options, classification, facts };
  for (const rule of REQUEST_RULES) {
    try {
      out.push(...rule.check(t, ctx));
    } catch (e) {
      out.push(ruleFailed(rule.meta.id, e, options));
    }
  }
  return out;
}

/**
 * The request's facts are computed once (or handed over by a caller that already has them: analyze()'s fast path) and
 * passed to the classifier, the rules, the record and the next steps.
 */
export function diagnose(t: RequestTimeline, opts: DiagnoseOptions = {}, facts: RequestFacts = requestFacts(t)): Diagnosis {
  const c = classify(t, opts, facts);
  const findings = requestFindings(t, c, opts, facts);
  return { ...c, timeline: t, findings, record: buildRecord(t, c, opts, facts), nextSteps: nextSteps(t, c, findings, opts.lang, facts) };
}

/** `carried`: the host's words a request of the session that was not completed carries (SessionRuleContext). */
export function diagnoseSession(s: SessionTimeline, opts: DiagnoseOptions = {}, carried?: ReadonlySet<WireEvent>): Finding[] {
  const out: Finding[] = [];
  const ctx = carried === undefined ? { options: opts } : { options: opts, carried };
  for (const rule of SESSION_RULES) {
    try {
      out.push(...rule.check(s, ctx));
    } catch (e) {
      out.push(ruleFailed(rule.meta.id, e, opts));
    }
  }
  return out;
}
