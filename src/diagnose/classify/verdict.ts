/** What one step of the decision order concludes; classify() adds the evidence and what is missing. */
import type { Cause, Classification, Confidence, Outcome, ServerState } from '../types.js';

export interface Verdict {
  outcome: Outcome;
  cause: Cause;
  serverState: ServerState;
  confidence: Confidence;
  summary: string;
  timeout: Classification['timeout'];
}
