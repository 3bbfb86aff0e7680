/** Small helpers shared by the rule modules (no rule logic lives here). */
import type { Source, WireEvent } from '../../events.js';
import { isObject } from '../../json.js';
import type { RequestTimeline } from '../../timeline/types.js';
import type { Finding, RuleMeta } from '../types.js';
import { messages, type Lang, type RuleMessages } from '../../i18n/index.js';
import type { RequestFacts } from '../facts.js';
import { readCancelReason } from '../../protocol/reasons.js';
import type { CancellationLookup } from '../../protocol/cancellation.js';

/** The parameters of a catalogue message (none for a fixed sentence). */
type ArgsOf<K extends keyof RuleMessages> = RuleMessages[K] extends (...args: infer P) => string ? P : [];

/**
 * The finding maker of a rule: `say(lang, messageId, source, ...facts)` words the finding with the catalogue entry
 * its meta names for that messageId, in the report's language, with that message's severity (declared once, in meta).
 */
export function reporter<M extends RuleMeta>(meta: M) {
  return <Id extends keyof M['messages'] & string>(lang: Lang | undefined, messageId: Id, source: Source | null, ...args: ArgsOf<M['messages'][Id]['message']>): Finding => {
    const decl = meta.messages[messageId]!;
    const words = messages(lang).rules[decl.message] as string | ((...a: unknown[]) => string);
    return { rule: meta.id, severity: decl.severity ?? meta.severity, message: typeof words === 'function' ? words(...args) : words, source };
  };
}

export function docsPath(id: string): string {
  return `docs/rules/${id}.md`;
}

/**
 * The two messages of a rule whose severity the spec's word sets (a message after a cancel: MUST NOT in 2026-07-28 is
 * an error, SHOULD NOT before it a warning), both saying `message`.
 */
export function specWordMessages<K extends string>(message: K) {
  return { mustNot: { message }, shouldNot: { message, severity: 'warning' } } as const;
}

/** The cancellation row assumed for an unknown version, named from the table (lookupCancellation), not spelled here. */
export function assumedCancellationRow(c: CancellationLookup): string | undefined {
  return c.assumed ? (c.rule.fromVersion ?? c.rule.key) : undefined;
}

/**
 * The stale-timer signature of the TS SDK maxTotalTimeout quirk (shared/reference/sdk-behaviour.md #6): a cancel with a plain
 * timeout reason sent after a result arrived, on a request whose progress was resetting the timer.
 */
export function staleTimerCancels(t: RequestTimeline, f: RequestFacts): WireEvent[] {
  if (!f.firstResponse || f.responseIsError || t.progress.length === 0) return [];
  return t.cancels.filter((c) => {
    if (f.pos(c) <= f.responsePos) return false;
    const p = c.message?.params;
    const reason = isObject(p) ? p['reason'] : undefined;
    return readCancelReason(reason).kind === 'timeout';
  });
}
