/**
 * 1c. The requester's own words that it stopped waiting, before the response and with no cancellation signal before it.
 *
 * A requester whose timer fired, or that gave the call up, rejects its caller and forgets the id: an answer that comes
 * afterwards reaches nobody (MCP lifecycle §Timeouts: on a timeout the sender stops waiting; cancellation: the requester
 * SHOULD ignore a response that arrives after it cancelled). Where the wire holds no cancel — the Python SDK's client
 * never sends one on its read timeout ("Timed out while waiting for response to ClientRequest. Waited 30.0 seconds.",
 * modelcontextprotocol/python-sdk#407), or the host's log shows its words and not the cancel it sent (a Claude Desktop or
 * VS Code log with `McpError: MCP error -32001: Request timed out` above the server's answer) — the words are how the
 * request ended for its caller, and the answer is a late result: it says what the server did (the work done, so a retry
 * may do it twice), not how the call ended. Step 1 reads the same order when the cancel is on the wire (a result after
 * it is the response-after-cancel finding); this step reads it from the requester's words.
 *
 * Only words that end the wait on the requester's side count: its timer (`timer-fired`) and its own cancellation
 * (`cancelled`, said by the requester's side, not a receiver's words that a cancel arrived). A failure in the
 * requester's words is no end of its wait when an answer follows (a send error retried, a transport hiccup), and words
 * that read as an answer relayed from a middle party (hostWords' relayed timer: `failed`) leave the answer to decide.
 */
import type { WireEvent } from '../../events.js';
import type { RequestTimeline } from '../../timeline/types.js';
import type { DiagnoseOptions, Evidence } from '../types.js';
import { between, type RequestFacts } from '../facts.js';
import { hostWords } from './host-words.js';
import type { Verdict } from './verdict.js';
import { messages } from '../../i18n/index.js';

/**
 * The requester's first words that it stopped waiting, said before the first response (in capture order and, when
 * both are dated, not after it), when no cancellation signal came before that response; null otherwise.
 */
export function stoppedWaitingWords(t: RequestTimeline, f: RequestFacts): WireEvent | null {
  const r = f.firstResponse;
  if (r === null || t.said.length === 0) return null;
  if (f.signal !== null && f.signalBeforeResponse) return null;
  const responder = t.from === 'client' ? 'server' : 'client';
  for (const e of t.said) {
    const s = e.said;
    if (s === undefined || s.late === true || e.from === responder) continue;
    // A cancel in words of no known side may be the receiver's ("Request cancelled" in a server's output): only the
    // requester's own count.
    if (s.kind !== 'timer-fired' && !(s.kind === 'cancelled' && s.received !== true && e.from === t.from)) continue;
    if (f.pos(e) >= f.responsePos) continue;
    if (e.at !== null && r.at !== null && e.at > r.at) continue;
    return e;
  }
  return null;
}

/** What the late answer says the server did: a result, the work done; an error, read as classify reads any. */
function lateAnswerState(f: RequestFacts): 'completed' | 'failed' | 'stopped' | 'unknown' {
  if (!f.responseIsError) return 'completed';
  switch (f.responseError?.meaning) {
    case 'server-error':
      return 'failed';
    case 'cancel-ack':
      return 'stopped';
    default:
      // A gateway's page, a relayed timer, a session refusal: not the server's word on the work.
      return 'unknown';
  }
}

export function stoppedWaiting(t: RequestTimeline, f: RequestFacts, opts: DiagnoseOptions, ev: Evidence[], missing: string[]): Verdict | null {
  const stop = stoppedWaitingWords(t, f);
  if (stop === null) return null;
  const m = messages(opts.lang).diag;
  const r = f.firstResponse!;
  // The words up to the stop decide how the wait ended; what the requester said after the answer came is not read.
  const upTo = f.pos(stop);
  const view: RequestTimeline = { ...t, said: t.said.filter((e) => f.pos(e) <= upTo) };
  const wordsEv: Evidence[] = [];
  const wordsMissing: string[] = [];
  const v = hostWords(view, wordsEv, wordsMissing, m);
  // Words that read as an answer (a relayed timer) or as no end leave the response to decide.
  if (v === null || (v.outcome !== 'cancelled' && v.outcome !== 'abandoned')) return null;
  const state = lateAnswerState(f);
  ev.push(...wordsEv);
  ev.push({ source: r.source, note: m.evidence.answerAfterGaveUp(between(stop.at, r.at), f.responseIsError ? (f.responseError?.basis ?? '') : null) });
  // The answer is on the wire: what the server did is known when it says so.
  for (const x of wordsMissing) if (!(state !== 'unknown' && x === m.missing.hostOnlyOwnSide)) missing.push(x);
  return {
    ...v,
    serverState: state === 'unknown' ? v.serverState : state,
    summary: m.summary.answerAfterGaveUp(v.summary, between(stop.at, r.at), state),
  };
}
