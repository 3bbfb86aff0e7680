/**
 * A server's log that says only that it refused requests, pasted beside the client's words for the same calls: the
 * client's "Error executing MCP tool:" / "MCP error -32602: Invalid request parameters" and, in the server's console,
 * the Python SDK's "Failed to validate request: Received request before initialization was complete" after uvicorn's
 * 202 for the POST (jayimu/Wireshark_mcp#4). Neither shows a JSON-RPC message and they share no clock, so nothing
 * aligns them (align.ts) and no line names the other's request (mentions.ts); what ties them is the answer the refusal
 * sent — the SDK answers every request it cannot validate with JSON-RPC error -32602 "Invalid request parameters"
 * (BaseSession._receive_loop) — in the client's words of as many failed requests. Those are the same requests seen
 * from both ends: the server's lines are sightings of the client's (Source.also), not requests of their own, whichever
 * of the two is given first (merge/index.ts reads the pair either way round). Pure.
 */
import type { HostSaid, WireEvent } from '../../events.js';
import { sightingsOnly } from './sightings.js';

/** The answer the Python SDK sends for a request it refused as invalid (mcp/shared/session.py: INVALID_PARAMS). */
const REFUSAL_ANSWER_RE = /\bInvalid request parameters\b/;

/** The server's own refusal of a request it names no part of (hosts/python-sdk.ts python-sdk/request-refused-invalid). */
function isRefusal(s: HostSaid): boolean {
  return s.kind === 'failed' && s.speaker === 'server' && s.scope !== 'connection' && s.method === undefined && s.target === undefined && s.id === undefined;
}

export interface RefusalSightings {
  /** extra index → ref index of the failure that refusal answered. */
  pairs: Array<readonly [number, number]>;
}

/**
 * The refusals of `extra` paired with the failures of `ref` they answered, in order, or null when `extra` is not only
 * that: a JSON-RPC message on either side, words in `extra` about a request other than a refusal, or not exactly as
 * many failures in `ref`'s words carrying the refusal's answer (none already seen by another capture).
 */
export function refusalsSeen(ref: readonly WireEvent[], extra: readonly WireEvent[]): RefusalSightings | null {
  const refusals = sightingsOnly(ref, extra, isRefusal);
  if (refusals === null) return null;
  const failures: number[] = [];
  for (const [i, e] of ref.entries()) {
    const s = e.said;
    if (s === undefined || s.kind !== 'failed' || isRefusal(s) || e.source.also !== undefined) continue;
    if (REFUSAL_ANSWER_RE.test(s.error ?? e.text ?? '')) failures.push(i);
  }
  if (failures.length !== refusals.length) return null;
  return { pairs: refusals.map((x, k) => [x, failures[k]!] as const) };
}
