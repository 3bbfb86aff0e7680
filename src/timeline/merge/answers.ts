/**
 * The answers to requests another capture shows, pasted as a file of their own: a reproduction's two blocks — the
 * `curl` command with its JSON-RPC body, then the JSON it printed (ivo-toby/mcp-openapi-server#22: an initialize
 * with id 0, and in the next block the error for id 0) — given as two inputs. Neither has a clock and they share no
 * message, so nothing aligns them (align.ts); what joins them is the id: every message of the later capture answers a
 * request the earlier ones show and never answer. Those answers come after everything already merged: with no clock
 * on either side, the order of the paste is all there is. Pure.
 */
import type { JsonRpcId, WireEvent } from '../../events.js';
import { messageShape } from '../../events.js';

function key(id: JsonRpcId): string {
  return `${typeof id}:${String(id)}`;
}

/**
 * How many answers `extra` holds for requests of `ref`, or null when it is not only that: a clock on either side, a
 * message that is not an answer naming an id, an id `ref` never asked with or already answered, or the same party on
 * both ends.
 */
export function answersOnly(ref: readonly WireEvent[], extra: readonly WireEvent[]): number | null {
  if (ref.some((e) => e.at !== null) || extra.some((e) => e.at !== null)) return null;
  const asked = new Map<string, WireEvent>();
  const answered = new Set<string>();
  for (const e of ref) {
    const m = e.message;
    if (e.kind !== 'message' || m === undefined || m.id === undefined || m.id === null) continue;
    const shape = messageShape(m);
    if (shape === 'request') asked.set(key(m.id), e);
    else if (shape === 'result' || shape === 'error') answered.add(key(m.id));
  }
  let matched = 0;
  const seen = new Set<string>();
  for (const e of extra) {
    if (e.kind !== 'message' || e.message === undefined) continue;
    const m = e.message;
    const shape = messageShape(m);
    if ((shape !== 'result' && shape !== 'error') || m.id === undefined || m.id === null) return null;
    const k = key(m.id);
    const req = asked.get(k);
    if (req === undefined || answered.has(k) || seen.has(k)) return null;
    if (req.from !== null && e.from !== null && req.from === e.from) return null;
    seen.add(k);
    matched++;
  }
  return matched > 0 ? matched : null;
}
