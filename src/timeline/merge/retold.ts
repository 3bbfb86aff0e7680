/**
 * One program's calls told twice, in two captures with no JSON-RPC: a short log that names each call and says only
 * that it started and how it ended, beside a fuller record of the same run by the same host. The Codex plugin for
 * Claude Code keeps a job log of the app-server's item events ('Calling tracker/issues.create.', 'Tool
 * tracker/issues.create failed.'), and Codex's rollout records the same call (mcp_tool_call_begin, then
 * mcp_tool_call_end with the Err text 'user rejected MCP tool call': openai/codex-plugin-cc#641). Neither has a message
 * to align on (align.ts), the short log names no argument or id (mentions.ts), and neither is wire (words.ts). What ties
 * them is the calls themselves: the same host's words, the same method, server and target, in the same order, and an
 * ending the fuller record agrees with. The short log is then a sighting of the fuller record's words (Source.also),
 * not a second set of calls. Pure.
 *
 * Every call word of the short log must find its counterpart, in order, or the two stay apart: a call one log shows and
 * the other does not is another call, and the report never guesses a join (output contract). Its 'failed' is a call
 * that did not complete, as the job log's item status says of a call Codex withdrew, so it agrees with any ending but
 * a completion; 'completed' agrees only with a completion.
 *
 * Two runs can make the same calls in the same order, so the words alone do not make one run. The two captures must be
 * two different records: a record written in the same rows as the short log (a second job log, a second rollout) is
 * another run's, which nothing but a clock could tell from a copy of this one. And where both lines carry a clock
 * (the job log stamps Date.toISOString(), the rollout each line's UTC timestamp), they must tell the same moment within
 * the tolerance two wall clocks of one machine agree to (align.ts TOLERANCE_MS).
 */
import type { HostSaid, WireEvent } from '../../events.js';
import { TOLERANCE_MS } from './align.js';
import { sightingsOnly } from './sightings.js';

const DAY_MS = 86_400_000;

/** Ending kinds of a call's words. */
const ENDS: ReadonlySet<HostSaid['kind']> = new Set(['completed', 'failed', 'cancelled', 'timer-fired', 'connection-closed', 'session-not-found']);

/** Words that name a call: its start, or how it ended, with its method and target. */
function isCallWord(s: HostSaid): boolean {
  return (s.kind === 'request-sent' || s.kind === 'completed' || s.kind === 'failed') && s.method !== undefined && s.target !== undefined && s.scope !== 'connection';
}

/** The host a row belongs to: its phrase id's prefix ('codex/…'). */
function writer(s: HostSaid): string | null {
  const slash = s.phrase.indexOf('/');
  return slash > 0 ? s.phrase.slice(0, slash) : null;
}

/** Whether the fuller record's words `r` speak of the same call as the short log's `x`. */
function sameCall(x: HostSaid, r: HostSaid): boolean {
  if (r.method !== x.method || r.target !== x.target) return false;
  if (x.server !== undefined && r.server !== undefined && x.server !== r.server) return false;
  const w = writer(x);
  return w !== null && w === writer(r);
}

/**
 * Whether `r` tells the moment `x` does: a start is the call's first words in the record (its start, or its end when the
 * record shows only that: a reporter's excerpt of the rollout's end alone, openai/codex-plugin-cc#641); an end is an
 * ending that agrees. `recordStarts`: whether the record shows any start of this tool's calls — then a start is told by
 * a start, never by an earlier call's end.
 */
function agrees(x: HostSaid, r: HostSaid, recordStarts: boolean): boolean {
  if (!sameCall(x, r)) return false;
  if (x.kind === 'request-sent') return r.kind === 'request-sent' || (!recordStarts && ENDS.has(r.kind));
  if (!ENDS.has(r.kind)) return false;
  return x.kind === 'completed' ? r.kind === 'completed' : r.kind !== 'completed';
}

/**
 * `a - b` in ms; when either stamp is a time of day only (a reporter cut the job log's stamp to '[21:18:25.543Z]', read
 * on 1970-01-01), the difference of the times of day, the nearer way round midnight.
 */
function clockDiff(a: number, b: number): number {
  const d = a - b;
  if (a >= DAY_MS && b >= DAY_MS) return d;
  const m = ((d % DAY_MS) + DAY_MS) % DAY_MS;
  return m > DAY_MS / 2 ? m - DAY_MS : m;
}

/**
 * Whether the clocks let `x` (the short log's line) tell the moment of `r`: the same moment, or, for a start the record
 * tells only by the call's end, a moment not after that end. Lines without a clock leave it open.
 */
function sameMoment(x: WireEvent, r: WireEvent): boolean {
  if (x.at === null || r.at === null) return true;
  const d = clockDiff(x.at, r.at);
  if (x.said!.kind === 'request-sent' && r.said!.kind !== 'request-sent') return d <= TOLERANCE_MS;
  return Math.abs(d) <= TOLERANCE_MS;
}

/** The key of a call's writer, method and target: what sameCall compares besides the server. */
function callKey(w: string, s: HostSaid): string {
  return `${w}\u0000${s.method}\u0000${s.target}`;
}

/**
 * The record's starts by callKey, each with the servers they name (undefined for a start naming none). Looked up once per
 * start of the short log: searching the record for each made a long pair of logs quadratic (20,000 calls: 7 s).
 */
function recordStartIndex(ref: readonly WireEvent[]): Map<string, Set<string | undefined>> {
  const index = new Map<string, Set<string | undefined>>();
  for (const e of ref) {
    const r = e.said;
    // A call word of the short log names both (isCallWord): a start naming neither is no start of its calls.
    if (r?.kind !== 'request-sent' || r.method === undefined || r.target === undefined) continue;
    const w = writer(r);
    if (w === null) continue;
    const key = callKey(w, r);
    let servers = index.get(key);
    if (servers === undefined) index.set(key, (servers = new Set()));
    servers.add(r.server);
  }
  return index;
}

/** Whether the record shows a start of the call `x` names (sameCall with some start of the record), from its index. */
function startsOf(index: ReadonlyMap<string, ReadonlySet<string | undefined>>, x: HostSaid): boolean {
  const w = writer(x);
  const servers = w === null ? undefined : index.get(callKey(w, x));
  if (servers === undefined) return false;
  return x.server === undefined || servers.has(undefined) || servers.has(x.server);
}

export interface RetoldSightings {
  /** extra index → ref index of the words it tells again. */
  pairs: Array<readonly [number, number]>;
}

/**
 * The call words of `extra` paired, in order, with the words of `ref` that tell the same moment of the same call, or
 * null when `extra` is not only that: a JSON-RPC message on either side, words in `extra` about a request that name no
 * call, or a call word with no counterpart after the last one paired (none already seen by another capture).
 */
export function retoldSeen(ref: readonly WireEvent[], extra: readonly WireEvent[]): RetoldSightings | null {
  const told = sightingsOnly(ref, extra, isCallWord);
  if (told === null) return null;
  // The fuller record is another record than the short log: words in the short log's own rows are another run's.
  const ownRows = new Set(told.map((x) => extra[x]!.said!.phrase));
  if (ref.some((e) => e.said !== undefined && ownRows.has(e.said.phrase))) return null;
  const starts = recordStartIndex(ref);
  const pairs: Array<readonly [number, number]> = [];
  let from = 0;
  for (const x of told) {
    const s = extra[x]!.said!;
    const recordStarts = s.kind === 'request-sent' && startsOf(starts, s);
    let hit = -1;
    for (let i = from; i < ref.length; i++) {
      const e = ref[i]!;
      if (e.said !== undefined && e.source.also === undefined && agrees(s, e.said, recordStarts) && sameMoment(extra[x]!, e)) {
        hit = i;
        break;
      }
    }
    if (hit < 0) return null;
    pairs.push([x, hit]);
    // A start told by the call's end leaves that end for the short log's own end line.
    from = s.kind === 'request-sent' && ref[hit]!.said!.kind !== 'request-sent' ? hit : hit + 1;
  }
  return { pairs };
}
