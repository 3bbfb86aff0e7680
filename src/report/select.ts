/**
 * Which diagnosed requests a report lists. Pure decisions, kept apart from analyze() so they
 * can be tested on their own.
 */
import type { JsonRpcId, WireEvent } from '../events.js';
import type { Diagnosis } from '../diagnose/types.js';
import { isDiscoverProbe } from '../protocol/methods.js';

/**
 * Default listing (output contract, `--all`): a request is an incident when it did not complete,
 * or when it completed but a rule flagged it as a warning or an error (e.g. a response after a
 * cancellation). Info-level findings alone do not make an incident. A `server/discover` probe the
 * server answered with an error is the version negotiation working (protocol/methods.ts
 * isDiscoverProbe): the client falls back to `initialize`, which is listed if it fails. Not when the
 * capture shows no initialize after the probe (RequestTimeline.noFallback): the fallback never came, and
 * the refusal is where the connect ended (UsefulSoftwareCo/executor#1449).
 */
export function isIncident(
  d: Pick<Diagnosis, 'outcome' | 'cause'> & { findings: readonly Pick<Diagnosis['findings'][number], 'severity'>[] },
  method: string,
  noFallback = false,
): boolean {
  const flagged = d.findings.some((f) => f.severity === 'error' || f.severity === 'warning');
  if (d.outcome === 'failed' && d.cause === 'server-error' && isDiscoverProbe(method) && !noFallback) return flagged;
  return d.outcome !== 'completed' || flagged;
}

/**
 * Whether the capture that shows a refused `server/discover` probe would also show the client's fallback `initialize`
 * (isIncident's noFallback). Not when the probe is known only from the server's own log of refusing it: a server's log
 * records what went wrong, not each request it took, and the Python SDK 1.x session handles the handshake without a
 * line of its own (the pydantic dump for the probe is all Home Assistant's log shows of a connection whose fallback
 * worked: home-assistant/core#182323). A capture of the messages, or a client's own log, would carry the initialize.
 */
export function fallbackWouldShow(probe: Pick<WireEvent, 'kind' | 'from'>): boolean {
  return !(probe.kind === 'host-log' && probe.from === 'server');
}

/** How a `--request` spec matched: `exact` in the id's captured JSON form, `loose` a string id written bare. */
export type RequestMatch = 'exact' | 'loose' | null;

/** What a request filter needs to know about a request. */
export interface RequestIdentity {
  key: string;
  session: string;
  /** The reader's own session label (process lifetime, Mcp-Session-Id), if any. */
  sessionLabel?: string | null;
  id: JsonRpcId | null;
}

/**
 * An id compared in the form it was captured in (JSON-RPC 2.0 §4: `7` and `"7"` are different ids):
 * a numeric id 7 matches `7`; a string id "7" matches `"7"` exactly, and `7` loosely, which counts
 * only when no request matched exactly (so `--request 7` finds a string id when it is unambiguous).
 */
export function matchId(spec: string, id: JsonRpcId | null): RequestMatch {
  if (id === null) return null;
  if (typeof id === 'number') return spec === JSON.stringify(id) ? 'exact' : null;
  if (spec === JSON.stringify(id)) return 'exact';
  return spec === id ? 'loose' : null;
}

/**
 * `--request <id>` or `--request <session>:<id>` (when ids repeat across sessions), or the
 * report key itself (`s1:7#2` for the second use of an id in a session).
 */
export function matchRequest(spec: string, r: RequestIdentity): RequestMatch {
  if (spec === r.key) return 'exact';
  const byId = matchId(spec, r.id);
  if (byId) return byId;
  // Session keys contain no ':', so the first ':' ends the session part; the id may contain more.
  const colon = spec.indexOf(':');
  if (colon > 0) {
    const session = spec.slice(0, colon);
    if (session === r.session || (r.sessionLabel != null && session === r.sessionLabel)) {
      return matchId(spec.slice(colon + 1), r.id);
    }
  }
  return null;
}

/**
 * Streaming selection for `--request`: remembers exact and loose matches as they come; at the
 * end, loose matches count only if there was no exact one.
 */
export class RequestSelection<T> {
  private readonly exact: T[] = [];
  private readonly loose: T[] = [];
  /** Keys of the first requests seen, to name when nothing matched (`--request 99`: exit 1, output contract "Additions"). */
  private readonly known: string[] = [];
  private seenCount = 0;
  constructor(
    readonly spec: string,
    private readonly keep = 20,
  ) {}

  /** Every request of the run, matched or not (only the first `keep` keys are remembered). */
  see(r: RequestIdentity): void {
    this.seenCount++;
    if (this.known.length < this.keep) this.known.push(r.key);
  }

  /** The requests that exist, for the message when nothing matched: the first keys and the total. */
  seen(): { keys: readonly string[]; total: number } {
    return { keys: this.known, total: this.seenCount };
  }

  offer(r: RequestIdentity, item: () => T): boolean {
    const m = matchRequest(this.spec, r);
    if (m === 'exact') this.exact.push(item());
    else if (m === 'loose') this.loose.push(item());
    return m !== null;
  }

  /** The matches that stand. */
  result(): T[] {
    return this.exact.length > 0 ? this.exact : this.loose;
  }
}
