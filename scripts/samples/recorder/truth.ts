/**
 * Ground truth of a recorder sample, in the shape every other sample set uses
 * (scripts/samples/index.ts, scripts/samples/http/index.ts) plus a `recorder` block: the facts
 * only a recorder capture holds, which test/e2e/recorder-samples.test.ts checks the analyzer
 * carries into its incident record and timeline.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Cause, Outcome, ServerState } from '../../../src/diagnose/types.js';
import type { CapLine } from './capture.js';

export interface CancelTruth {
  /** `notification` = notifications/cancelled on the wire; `stream-close` = the client closed the request's HTTP stream (2026-07-28). */
  kind: 'notification' | 'stream-close' | 'none';
  /** Who sent or closed it. */
  by: 'client' | null;
  /** The recorder's time for it (ISO UTC, as in the capture) and its capture line. */
  at: string | null;
  line: number | null;
}

export interface StreamTruth {
  exchange: string;
  /** Capture line of the `http-request` that opened it. */
  openLine: number;
  closedBy: 'client' | 'server' | 'network';
  /** Capture line and time of its `stream-end`. */
  line: number;
  at: string;
}

export interface Truth {
  /** What the sample shows, in a few words (samples/README.md). */
  shows: string;
  request: string;
  outcome: Outcome;
  cause: Cause;
  serverState: ServerState;
  rules: string[];
  notRules: string[];
  args: string[];
  /** What really happened, in one or two sentences, including what the capture cannot show. */
  note: string;
  cancelSignal: CancelTruth;
  /** HTTP: the stream(s) of the request's POST exchange. */
  streams: StreamTruth[];
}

export interface Observed {
  callerError: string | null;
  onerror: string[];
}

export const NO_CANCEL: CancelTruth = { kind: 'none', by: null, at: null, line: null };

export function cancelFromLine(kind: 'notification' | 'stream-close', l: CapLine): CancelTruth {
  return { kind, by: 'client', at: l.t ?? null, line: l.no };
}

export function streamTruth(open: CapLine, end: CapLine): StreamTruth {
  return {
    exchange: String(open.exchange),
    openLine: open.no,
    closedBy: end.closedBy as StreamTruth['closedBy'],
    line: end.no,
    at: String(end.t),
  };
}

/** Writes `<name>.expected.json` next to the capture `<name>.mcpcap.jsonl`. */
export function writeExpected(outDir: string, name: string, via: string, truth: Truth, observed: Observed): void {
  const { shows, note, cancelSignal, streams, ...rest } = truth;
  const expected = {
    capture: `${name}.mcpcap.jsonl`,
    format: 'mcpcap',
    shows,
    ...rest,
    problems: [],
    note,
    recorder: { via, cancelSignal, streams },
    observed,
  };
  writeFileSync(join(outDir, `${name}.expected.json`), JSON.stringify(expected, null, 2) + '\n');
}

/** A run that did not show what its sample claims (timing on a loaded machine): retried once, never written. */
export class NotShown extends Error {}

export function check(cond: boolean, what: string): void {
  if (!cond) throw new NotShown(what);
}

/** The recorder's time for an action must be close to when the scenario itself did it. */
export function checkNear(atIso: string | undefined, actionMs: number, what: string): void {
  const at = atIso ? Date.parse(atIso) : NaN;
  check(Number.isFinite(at) && at >= actionMs - 250 && at <= actionMs + 1000, `${what}: recorded at ${atIso ?? 'never'}, done at ${new Date(actionMs).toISOString()}`);
}
