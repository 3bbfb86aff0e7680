/**
 * One failure told twice, in two captures with no JSON-RPC and no shared clock: a reporter's own timeline that says a
 * call failed without naming it, beside the program's record of that failure with its request (jordigilh/kubernaut#1386:
 * the hand-written line `13:56:44  AF  MCP call FAILS: "session not found" for VXQ3M7T...` beside the service's error
 * record `… calling \"tools/call\": sending \"tools/call\": failed to connect (session ID: VXQ3M7TQ2K…): session not
 * found`). Nothing aligns them (align.ts) and no line names the other's tool (mentions.ts); what ties them is the failure
 * itself: the restatement's words and the identifier it cuts short (the session's id, `VXQ3M7T…`) both inside the
 * record's error. The restatement is then a sighting of that failure (Source.also), not a request of its own, whichever
 * capture is given first (merge/index.ts tries the pair either way round). Both signs are needed: words like "session
 * not found" alone are every refused call's. Pure.
 */
import type { HostSaid, WireEvent } from '../../events.js';
import { sightingsOnly } from './sightings.js';

/** A failure told without its request: no method, no target, no id, only the error's words. */
function isRestatement(s: HostSaid): boolean {
  return s.kind === 'failed' && s.scope !== 'connection' && s.method === undefined && s.target === undefined && s.id === undefined && (s.error ?? '') !== '';
}

/** An identifier in a text: letters and digits both, six or more (a session's, a request's id; cut or whole). */
const ID_RE = /\b(?=[A-Za-z0-9]*\d)(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{6,}\b/g;

/** A text's words for comparison: lower case, its quotes (escaped or not) and runs of white space folded away. */
function plain(t: string): string {
  return t.replace(/\\?["'`]/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The restatement's own words: its error up to the identifier or a trailing ` for …`, at least two words. */
function restatedWords(error: string): string | null {
  const head = plain(error.replace(ID_RE, ' ').replace(/\.{2,}|…/g, ' ')).replace(/\s+for\s*$/, '').trim();
  return head.split(' ').length >= 2 ? head : null;
}

export interface RestatedSightings {
  /** extra index → ref index of the failure it restates. */
  pairs: Array<readonly [number, number]>;
}

/**
 * The restatements of `extra` paired with the failures of `ref` they restate, or null when `extra` is not only that: a
 * JSON-RPC message on either side, words in `extra` about a request other than a restatement, or a restatement whose
 * words and identifier are not both inside exactly one of `ref`'s failures with a request (none already seen by another
 * capture).
 */
export function restatedSeen(ref: readonly WireEvent[], extra: readonly WireEvent[]): RestatedSightings | null {
  const restated = sightingsOnly(ref, extra, isRestatement);
  if (restated === null) return null;
  const pairs: Array<readonly [number, number]> = [];
  const taken = new Set<number>();
  for (const x of restated) {
    const error = extra[x]!.said!.error!;
    const words = restatedWords(error);
    const ids = error.match(ID_RE) ?? [];
    if (words === null || ids.length === 0) return null;
    const hits = ref.flatMap((e, i) => {
      const s = e.said;
      if (s === undefined || s.kind !== 'failed' || s.method === undefined || taken.has(i) || e.source.also !== undefined) return [];
      const theirs = s.error ?? e.text ?? '';
      return plain(theirs).includes(words) && ids.some((id) => theirs.includes(id)) ? [i] : [];
    });
    if (hits.length !== 1) return null;
    taken.add(hits[0]!);
    pairs.push([x, hits[0]!]);
  }
  return { pairs };
}
