/**
 * Several captures of one incident → one event stream on one clock (issue 11, item 4): a client
 * log, a server log, a HAR and a recorder file of the same session show the same messages at
 * different times and lines. The first capture is the reference (its clock is the report's);
 * each later one is aligned with what the earlier ones merged into (align.ts), or, for a server's
 * own application log with no JSON-RPC in it, placed by what its lines mention (mentions.ts); a host's words with no
 * JSON-RPC join the one wire request of the same method, target and time (words.ts).
 *
 * This is correlation, so it lives in timeline/: before any request is built, after every reader
 * has labelled its lines. The events come out as one stream for one timeline builder, each keeping
 * its own source (`source.also` for every other capture that saw it), plus, per capture, what did
 * not join (another session, the far side of a hop) for a builder of its own. Pure.
 */
import type { WireEvent } from '../../events.js';
import { align } from './align.js';
import { answersOnly } from './answers.js';
import { refusalsSeen } from './refusals.js';
import { cancelSighted, cancelsSeen } from './cancels.js';
import { restatedSeen } from './restated.js';
import { retoldSeen } from './retold.js';
import { placeMentions } from './mentions.js';
import { wordsOnCall, wordsSeen } from './words.js';
import { withMessage } from '../../plain-event.js';

export { align, TOLERANCE_MS } from './align.js';
export { estimateClock, densestOffset } from './clock.js';
export { placeMentions } from './mentions.js';

export interface CaptureEvents {
  path: string;
  events: WireEvent[];
}

/** How a capture was joined to the reference (the first capture): `inputs[]` fields in the report. */
export interface MergeLink {
  /** The capture it was aligned with (the first one). */
  with: string;
  /**
   * `by: 'messages'` — events both captures saw; `'mentions'` — an application log placed by the tool names, arguments
   * and ids it names; `'answers'` — a clockless capture holding only the answers to requests the reference shows
   * (answers.ts); `'refusals'` — a server's log saying only that it refused requests whose failure the reference's words
   * show with the answer it sent (refusals.ts); `'cancels'` — a server's log saying only that cancels reached it, for calls
   * the reference's words show the client giving up on its timer, a client that cancels when it does (cancels.ts);
   * `'restated'` — a capture whose words only restate, naming no request, failures the other shows with their request,
   * tied by the failure's words and the identifier they share (restated.ts); `'retold'` — a host's short log of its calls
   * (started, ended) whose every line the same host's fuller record of the run tells too, in order (retold.ts); `'words'` — a host's words about its calls,
   * no JSON-RPC in them, beside a capture of those calls on the wire, each joined to the one request of the same method,
   * target and time, whatever either capture calls the session (words.ts).
   */
  by: 'messages' | 'mentions' | 'answers' | 'refusals' | 'cancels' | 'restated' | 'retold' | 'words';
  offsetMs: number | null;
  spreadMs: number | null;
  /** Events (or, by mentions, lines) of this capture also seen in the reference. */
  matched: number;
  renumbered: boolean;
}

export interface MergeResult {
  /** One stream for one builder: the first capture's events with everything that joined them. */
  merged: WireEvent[];
  /** Per capture (same order as given; the first is always empty): its events that did not join. */
  residual: WireEvent[][];
  /** Per capture: how it was joined, or null (the first capture; one that matched nothing). */
  links: Array<MergeLink | null>;
}

/**
 * Places `extra` (already on the reference clock) among `ref` by time, each list keeping its own
 * order; an event with no clock stays right after its predecessor in its own list.
 */
export function interleave(ref: readonly WireEvent[], extra: readonly WireEvent[]): WireEvent[] {
  if (extra.length === 0) return [...ref];
  const out: WireEvent[] = [];
  let i = 0;
  let j = 0;
  let ta = -Infinity;
  let tb = -Infinity;
  while (i < ref.length || j < extra.length) {
    const a = ref[i];
    const b = extra[j];
    const na = a === undefined ? Infinity : (a.at ?? ta);
    const nb = b === undefined ? Infinity : (b.at ?? tb);
    if (a !== undefined && na <= nb) {
      out.push(a);
      ta = na;
      i++;
    } else if (b !== undefined) {
      out.push(b);
      tb = nb;
      j++;
    }
  }
  return out;
}

function hasMessages(events: readonly WireEvent[]): boolean {
  return events.some((e) => e.kind === 'message' && e.message !== undefined);
}

/**
 * `failures` with each refusal that `pairs` (refusal index → failure index: refusals.ts) pairs with one added to that
 * failure's sightings (`source.also`), and the indices of the refusals so placed. Either capture may hold either side.
 */
function sighted(failures: readonly WireEvent[], refusals: readonly WireEvent[], pairs: ReadonlyArray<readonly [number, number]>): { failures: WireEvent[]; used: Set<number> } {
  const out = [...failures];
  const used = new Set<number>();
  for (const [x, r] of pairs) {
    const e = refusals[x]!;
    const f = out[r]!;
    out[r] = withMessage(f, { source: { ...f.source, also: [...(f.source.also ?? []), { source: e.source, at: e.at }] } });
    used.add(x);
  }
  return { failures: out, used };
}

type Pairs = ReadonlyArray<readonly [number, number]>;

/**
 * The joins that read one capture's words as sightings of the other's requests when no clock or name ties them, tried
 * in this order, each either way round: a server's refusals of the client's failed calls (refusals.ts), a server's
 * received cancels of the calls the client let go on its timer (cancels.ts), a reporter's restatement of a failure the
 * other capture records with its request (restated.ts), a host's short log of calls its fuller record tells too
 * (retold.ts).
 */
const SIGHTINGS: ReadonlyArray<{
  by: 'refusals' | 'cancels' | 'restated' | 'retold';
  seen(ref: readonly WireEvent[], extra: readonly WireEvent[]): Pairs | null;
  place(ref: readonly WireEvent[], extra: readonly WireEvent[], pairs: Pairs): { events: WireEvent[]; used: Set<number> };
}> = [
  {
    by: 'refusals',
    seen: (ref, extra) => refusalsSeen(ref, extra)?.pairs ?? null,
    place: (ref, extra, pairs) => {
      const s = sighted(ref, extra, pairs);
      return { events: s.failures, used: s.used };
    },
  },
  {
    by: 'cancels',
    seen: (ref, extra) => cancelsSeen(ref, extra)?.pairs ?? null,
    place: (ref, extra, pairs) => {
      const s = cancelSighted(ref, extra, pairs);
      return { events: s.calls, used: s.used };
    },
  },
  {
    by: 'restated',
    seen: (ref, extra) => restatedSeen(ref, extra)?.pairs ?? null,
    place: (ref, extra, pairs) => {
      const s = sighted(ref, extra, pairs);
      return { events: s.failures, used: s.used };
    },
  },
  {
    by: 'retold',
    seen: (ref, extra) => retoldSeen(ref, extra)?.pairs ?? null,
    place: (ref, extra, pairs) => {
      const s = sighted(ref, extra, pairs);
      return { events: s.failures, used: s.used };
    },
  },
];

/**
 * A host's words (`words`) about calls another capture shows on the wire (`wire`), whichever of the two is the
 * reference: the words that join a call (wordsSeen, wordsOnCall) go with it into the wire's stream (`joined`), the rest
 * keep to their own (`rest`). Null when no words join a call.
 */
export function wordsJoined(wire: readonly WireEvent[], words: readonly WireEvent[]): { joined: WireEvent[]; rest: WireEvent[]; matched: number } | null {
  const heard = wordsSeen(wire, words);
  if (heard === null) return null;
  const onCall = wordsOnCall(words, wire, heard);
  return { joined: interleave(wire, [...onCall.values()]), rest: words.filter((_e, i) => !onCall.has(i)), matched: heard.length };
}

export function mergeCaptures(captures: readonly CaptureEvents[]): MergeResult {
  const first = captures[0];
  if (first === undefined) return { merged: [], residual: [], links: [] };
  let merged: WireEvent[] = first.events;
  const residual: WireEvent[][] = [[]];
  const links: Array<MergeLink | null> = [null];
  captures.slice(1).forEach((c, k) => {
    const tag = `i${k + 2}`;
    if (!hasMessages(c.events)) {
      const placed = placeMentions(merged, c.events);
      if (placed === null) {
        // The host's words about calls the reference shows on the wire: those join the calls, the rest keeps to its own
        // timeline.
        const heard = wordsJoined(merged, c.events);
        if (heard !== null) {
          merged = heard.joined;
          residual.push(heard.rest);
          links.push({ with: first.path, by: 'words', offsetMs: null, spreadMs: null, matched: heard.matched, renumbered: false });
          return;
        }
        for (const j of SIGHTINGS) {
          // The other capture's words are sightings of the reference's requests; the rest of its log keeps to its own
          // timeline.
          const fwd = j.seen(merged, c.events);
          if (fwd !== null) {
            const seen = j.place(merged, c.events, fwd);
            merged = seen.events;
            residual.push(c.events.filter((_e, i) => !seen.used.has(i)));
            links.push({ with: first.path, by: j.by, offsetMs: null, spreadMs: null, matched: fwd.length, renumbered: false });
            return;
          }
          // The other way round: the reference holds the sightings, this capture the requests. Those join the reference's
          // timeline with the sightings on them, in place of the sightings.
          const back = j.seen(c.events, merged);
          if (back !== null) {
            const seen = j.place(c.events, merged, back);
            merged = [...merged.filter((_e, i) => !seen.used.has(i)), ...seen.events];
            residual.push([]);
            links.push({ with: first.path, by: j.by, offsetMs: null, spreadMs: null, matched: back.length, renumbered: false });
            return;
          }
        }
        residual.push(c.events);
        links.push(null);
        return;
      }
      merged = interleave(merged, placed.feed);
      residual.push([]);
      links.push({ with: first.path, by: 'mentions', offsetMs: placed.offsetMs, spreadMs: placed.spreadMs, matched: placed.matched, renumbered: false });
      return;
    }
    const a = align(merged, c.events, tag);
    if (!a.linked) {
      const answers = answersOnly(merged, c.events);
      if (answers !== null) {
        merged = [...merged, ...c.events];
        residual.push([]);
        links.push({ with: first.path, by: 'answers', offsetMs: null, spreadMs: null, matched: answers, renumbered: false });
        return;
      }
      // The other way round: the reference holds the host's words, this capture the calls on the wire. The words that
      // join a call go with it, to this capture's timeline (its session labels stay apart from the reference's).
      const heard = wordsJoined(c.events, merged);
      if (heard !== null) {
        merged = heard.rest;
        residual.push(byTime(heard.joined));
        links.push({ with: first.path, by: 'words', offsetMs: null, spreadMs: null, matched: heard.matched, renumbered: false });
        return;
      }
      residual.push(c.events);
      links.push(null);
      return;
    }
    merged = interleave(a.ref, a.feed);
    residual.push(a.residual);
    links.push({ with: first.path, by: 'messages', offsetMs: a.offsetMs, spreadMs: a.spreadMs, matched: a.paired, renumbered: a.renumbered });
  });
  return { merged: links.some((l) => l !== null) ? byTime(merged) : merged, residual, links };
}

/**
 * The merged stream in time order. A capture's own order can disagree with its clock once another capture filled
 * in the times it lacked (a HAR writes an exchange's SSE events, undated, after later exchanges); a stable sort
 * keeps capture order among equal times, and an undated event stays right after its predecessor.
 */
export function byTime(events: readonly WireEvent[]): WireEvent[] {
  let last = -Infinity;
  const keyed = events.map((e, i) => {
    if (e.at !== null) last = e.at;
    return { e, t: last, i };
  });
  keyed.sort((a, b) => a.t - b.t || a.i - b.i);
  return keyed.map((k) => k.e);
}
