/**
 * Bare NDJSON: a tee of both pipes (stdin and stdout of the server), one JSON-RPC message per
 * line exactly as written, interleaved in the order observed, with no clock and no direction.
 * Stderr is not part of the stdio message stream and is left out.
 */
import type { Recorder } from '../lib/tap.js';

export function renderNdjson(rec: Recorder): string {
  const lines = rec.events.flatMap((e) => (e.kind === 'send' || e.kind === 'recv' ? [e.line] : []));
  return lines.join('\n') + '\n';
}
