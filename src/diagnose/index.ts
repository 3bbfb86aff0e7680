/**
 * The diagnose room: RequestTimeline → Diagnosis, SessionTimeline → Finding[].
 * `diagnose` classifies, runs every request rule, builds the incident record and the next steps. Pure and linear.
 */
import type { RequestTimeline, SessionTimeline } from '../timeline/types.js';
import type { Classification, DiagnoseOptions, Diagnosis, Finding, RequestRule, SessionRule } from './types.js';
import { classify } from './classify.js';
import { requestFacts } from './facts.js';
import { buildRecord } from './record.js';
import { nextSteps } from './next-steps.js';
import { RULES } from './rules/index.js';
import { messages } from '../i18n/index.js';

export { RULES } from './rules/index.js';
export { classify } from './classify.js';
export { buildRecord, formatInstant } from './record.js';
export { nextSteps } from './next-steps.js';
export { plainCompletion, plainSlot } from './plain.js';

const REQUEST_RULES: RequestRule[] = RULES.filter((r): r is RequestRule => r.scope === 'request');
const SESSION_RULES: SessionRule[] = RULES.filter((r): r is SessionRule => r.scope === 'session');

/** A rule that throws on some hostile capture must not take the whole report down: say so as a finding. */
function ruleFailed(id: string, e: unknown, opts: DiagnoseOptions): Finding {
  return { rule: id, severity: 'info', message: messages(opts.lang).rules.ruleFailed(id, e instanceof Error ? e.message : String(e)), source: null };
}

export function requestFindings(t: RequestTimeline, classification: Classification, options: DiagnoseOptions): Finding[] {
  const out: Finding[] = [];
  // The rules read JSON-RPC messages; a request known only from a host's words has none to read.
  if (t.basis === 'host-log') return out;
  const ctx = { options, classification, facts: requestFacts(t) };
  for (const rule of REQUEST_RULES) {
    try {
      out.push(...rule.check(t, ctx));
    } catch (e) {
      out.push(ruleFailed(rule.meta.id, e, options));
    }
  }
  return out;
}

export function diagnose(t: RequestTimeline, opts: DiagnoseOptions = {}): Diagnosis {
  const c = classify(t, opts);
  const findings = requestFindings(t, c, opts);
  return { ...c, timeline: t, findings, record: buildRecord(t, c, opts), nextSteps: nextSteps(t, c, findings, opts.lang) };
}

export function diagnoseSession(s: SessionTimeline, opts: DiagnoseOptions = {}): Finding[] {
  const out: Finding[] = [];
  for (const rule of SESSION_RULES) {
    try {
      out.push(...rule.check(s, { options: opts }));
    } catch (e) {
      out.push(ruleFailed(rule.meta.id, e, opts));
    }
  }
  return out;
}
