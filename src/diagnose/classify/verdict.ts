/** What one step of the decision order concludes; classify() adds the evidence and what is missing. */
import type { WireEvent } from '../../events.js';
import type { Cause, Classification, Confidence, Outcome, ServerState } from '../types.js';

export interface Verdict {
  outcome: Outcome;
  cause: Cause;
  serverState: ServerState;
  confidence: Confidence;
  summary: string;
  timeout: Classification['timeout'];
  /**
   * The requester's words that ended the request, when a step knows the end is not the line its outcome usually ends
   * at: step 1c's words that it stopped waiting, before a late answer (a `lost` or `failed` request would otherwise end
   * at that answer).
   */
  endedBy?: WireEvent;
  /** Step 6b read the refusal naming no request of it (RequestTimeline.refusedUnnamed) as its answer: classify's refusedUnnamed says how it was paired. */
  endedByRefusal?: boolean;
}
