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
 * Only words that end the wait on the requester's side count: its timer (`timer-fired`, or a failure whose error is the
 * requester's own timer or cancel text: Claude Code's `Tool 'x' failed after 60s: MCP error -32001: Request timed out`,
 * timeline/host-requests.ts failedOnOwnStop), its own cancellation
 * (`cancelled`, said by the requester's side, not a receiver's words that a cancel arrived), its transport closing under
 * the call (the SDK's local "Connection closed" / a closed stream, said by the requester's side: the TypeScript SDK's
 * Protocol._onclose rejects every pending call with -32000, and an answer has no way back to it), and its call returning
 * to its caller with an error of its own (HostSaid.callEnd: a requester's OpenTelemetry span that ended in an error with
 * no JSON-RPC code, its handler's span ending after it — a client whose timer sends no cancel, an abort, a closed
 * transport). Any other failure in the requester's words is no end of its wait when an answer follows (a send error
 * retried, a transport hiccup), and words that read as an answer relayed from a middle party (hostWords' relayed timer:
 * `failed`) leave the answer to decide.
 */
import type { HostSaid } from '../../events.js';
import type { RequestTimeline } from '../../timeline/types.js';
import type { DiagnoseOptions, Evidence } from '../types.js';
import { between, type RequestFacts } from '../facts.js';
import { hostWords } from './host-words.js';
import { closedUnder } from '../stopped-waiting-words.js';
import type { Verdict } from './verdict.js';
import { messages } from '../../i18n/index.js';

/**
 * Whether what the words say of how the call ended is the requester's own end of its wait. A call that returned to its
 * caller (HostSaid.callEnd) ended there whatever its words read as. Otherwise its timer and its cancel end it only as a
 * cancellation or an abandonment (a relayed timer reads as an answer, `failed`, and leaves the answer to decide), and a
 * close under the call also as a loss or the requester's own failure, never as an error the server sent.
 */
function endsTheWait(stop: HostSaid, v: Verdict): boolean {
  if (v.outcome === 'cancelled' || v.outcome === 'abandoned') return true;
  if (v.outcome === 'completed') return false;
  if (stop.callEnd === true) return true;
  return closedUnder(stop) && (v.outcome === 'lost' || (v.outcome === 'failed' && v.cause !== 'server-error'));
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
  const stop = f.stoppedWaiting;
  if (stop === null) return null;
  const m = messages(opts.lang).diag;
  const r = f.firstResponse!;
  // The words up to the stop decide how the wait ended; what the requester said after the answer came is not read.
  const upTo = f.pos(stop);
  const view: RequestTimeline = { ...t, said: t.said.filter((e) => f.pos(e) <= upTo) };
  const wordsEv: Evidence[] = [];
  const wordsMissing: string[] = [];
  const v = hostWords(view, wordsEv, wordsMissing, m);
  // Words that read as an answer (a relayed timer, a server's error) or as no end leave the response to decide.
  if (v === null || !endsTheWait(stop.said!, v)) return null;
  const state = lateAnswerState(f);
  ev.push(...wordsEv);
  ev.push({ source: r.source, note: m.evidence.answerAfterGaveUp(between(stop.at, r.at), f.responseIsError ? (f.responseError?.basis ?? '') : null) });
  // The answer is on the wire: what the server did is known when it says so.
  for (const x of wordsMissing) if (!(state !== 'unknown' && x === m.missing.hostOnlyOwnSide)) missing.push(x);
  return {
    ...v,
    endedBy: stop,
    serverState: state === 'unknown' ? v.serverState : state,
    summary: m.summary.answerAfterGaveUp(v.summary, between(stop.at, r.at), state),
  };
}
