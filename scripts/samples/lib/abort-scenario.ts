/**
 * The application aborts a slow tools/call through its AbortSignal (v1 client, v1 server). The
 * samples differ only in the abort reason and timings: the v1 client puts `String(signal.reason)`
 * on the wire as the cancel reason, so each reason is its own sample.
 */
import { abortAfter, connectedV1Client, settle, shutdown, toolCallResult } from './helpers.js';
import type { Scenario } from './scenario.js';
import type { SampleFormat } from '../writers/index.js';

export interface AbortSample {
  name: string;
  shows: string;
  formats: SampleFormat[];
  /** `abort(reason)`; none: `abort()`, whose reason is the DOMException AbortError. */
  reason?: string;
  /** When the application aborts (ms after the call starts), in the main and held-out sets. */
  after: [number, number];
  /** How long the tool would run. */
  ms: number;
  /** The truth's note, given when the abort came. */
  note(after: number): string;
}

export function abortScenario(s: AbortSample): Scenario {
  return {
    name: s.name,
    shows: s.shows,
    formats: s.formats,
    async run(v) {
      const { client, rec, observed } = await connectedV1Client(v, v.v1Server());
      const after = v.pick(...s.after);
      const signal = abortAfter(after, s.reason);
      await settle(observed, client.callTool({ name: v.tool('slow_build'), arguments: { ms: s.ms } }, undefined, { signal, timeout: 3000 }));
      await shutdown(client, rec, 300);
      return toolCallResult(rec, observed, v.tool('slow_build'), {
        outcome: 'cancelled',
        cause: 'user-cancel',
        serverState: 'unknown',
        rules: [],
        notRules: ['timeout-without-cancel', 'response-after-cancel', 'cancel-initialize'],
        note: s.note(after),
      });
    },
  };
}
