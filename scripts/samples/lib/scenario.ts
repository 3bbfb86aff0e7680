/** What a scenario is, what it returns, and the ground truth it records. */
import type { Cause, Outcome, ServerState } from '../../../src/diagnose/types.js';
import type { SampleFormat } from '../writers/index.js';
import type { Recorder } from './tap.js';
import type { Variant } from './variant.js';

/** What really happened to the request a sample is about, known by construction. */
export interface Truth {
  /** The request to look at: process lifetime (1-based, in capture order) and JSON-RPC id. */
  target: { life: number; id: string | number };
  outcome: Outcome;
  cause: Cause;
  serverState: ServerState;
  /** Rule ids that must fire for this request (or for its session). */
  rules: string[];
  /** Rule ids that must not. */
  notRules: string[];
  /** Extra analyzer arguments the user would know (`--timeout`, `--max-total-timeout`). */
  args?: string[];
  /** One or two sentences: what really happened, including what the capture cannot show. */
  note: string;
}

/** What the SDK client itself reported during the run (for comparing with sdk-behaviour.md). */
export interface Observed {
  callerError: string | null;
  onerror: string[];
}

export interface ScenarioResult {
  rec: Recorder;
  truth: Truth;
  observed: Observed;
}

export interface Scenario {
  /** File stem of the captures: `samples/<format>/<name>.<ext>`. */
  name: string;
  /** One line: what the sample shows. */
  shows: string;
  formats: SampleFormat[];
  /**
   * Also write a Claude Desktop copy with big bodies truncated the way Claude Desktop does,
   * as `<name>-truncated.log`, to exercise recovery from unparseable JSON.
   */
  truncatedClaudeCopy?: { over: number; shows: string };
  run(v: Variant): Promise<ScenarioResult>;
}
