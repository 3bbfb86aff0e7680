/**
 * The codes of a message's top-level keys in the order word the fast path's scanner writes (F_ORD: 3 bits a key, the
 * first key highest; json-lines.ts ORD_*). Two modules read that word: the scanner's reader (ingest/wasm/load.ts,
 * message.ts) and the plain event, which rebuilds a message's members in its source order (plain-event.ts). The
 * event is shared vocabulary and must not import ingest/wasm, so the table lives here, once, on neither side.
 */
export const ORD = { ID: 1, METHOD: 2, PARAMS: 3, RESULT: 4, ERROR: 5, JSONRPC: 6 } as const;

/** The shift of the first key's code in an order word (its highest 3 bits in use; 0 for a word of one key or none). */
export function firstKeyShift(ord: number): number {
  let shift = 0;
  while (ord >>> shift >= 8) shift += 3;
  return shift;
}
