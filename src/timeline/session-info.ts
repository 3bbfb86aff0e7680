/**
 * What a session is: its protocol version (with how it was learned) and its peers.
 * The basis ranking follows the strength of the evidence (shared/reference/protocol-rules.md §6.1):
 * the server's initialize answer is what was negotiated; the request only proposes; the 2026
 * `_meta` envelope states the version per request; HTTP headers restate it; an absent header
 * on a Streamable HTTP session means 2025-03-26 (2025-06-18 transports: "the server SHOULD
 * assume protocol version 2025-03-26"); a discover answer only lists what the server supports.
 */
import type { Source, WireEvent } from '../events.js';
import { HEADER_ABSENT_VERSION } from '../protocol/versions.js';
import { field, isObject } from './json.js';
import type { Sess } from './state.js';
import type { PeerInfo, Sourced, VersionBasis } from './types.js';

const RANK: Record<VersionBasis, number> = {
  'initialize-result': 6,
  'initialize-request': 5,
  meta: 4,
  header: 3,
  'header-absent': 2,
  discover: 1,
};

export const META_PROTOCOL_VERSION = 'io.modelcontextprotocol/protocolVersion';
export const META_CLIENT_INFO = 'io.modelcontextprotocol/clientInfo';
export const META_SERVER_INFO = 'io.modelcontextprotocol/serverInfo';
export const META_SUBSCRIPTION_ID = 'io.modelcontextprotocol/subscriptionId';
export const META_RELATED_TASK = 'io.modelcontextprotocol/related-task';


function plausibleVersion(v: unknown): v is string {
  return typeof v === 'string' && v.length > 0 && v.length <= 64;
}

/** Records a version if `basis` is stronger than what the session has (first wins on a tie). */
export function offerVersion(sess: Sess, version: unknown, basis: VersionBasis, source: Source): void {
  const rank = RANK[basis];
  if (rank <= sess.versionRank || !plausibleVersion(version)) return;
  sess.versionRank = rank;
  sess.info.protocolVersion = version;
  sess.info.protocolVersionBasis = basis;
  sess.info.protocolVersionSource = source;
}

/** Whether a weaker basis could still change the version (keeps the per-message checks cheap). */
export function wantsVersion(sess: Sess, basis: VersionBasis): boolean {
  return RANK[basis] > sess.versionRank;
}

function peer(v: unknown, source: Source): Sourced<PeerInfo> | null {
  const name = field(v, 'name');
  if (typeof name !== 'string' || name.length === 0) return null;
  const version = field(v, 'version');
  return {
    value: { name: name.slice(0, 200), version: typeof version === 'string' ? version.slice(0, 100) : null },
    source,
  };
}

/** `initialize` clientInfo (rank 2) beats the 2026 `_meta` clientInfo (rank 1). */
export function offerClient(sess: Sess, v: unknown, rank: number, source: Source): void {
  if (rank <= sess.clientRank) return;
  const p = peer(v, source);
  if (p === null) return;
  sess.clientRank = rank;
  sess.info.client = p;
}

export function offerServer(sess: Sess, v: unknown, rank: number, source: Source): void {
  if (rank <= sess.serverRank) return;
  const p = peer(v, source);
  if (p === null) return;
  sess.serverRank = rank;
  sess.info.server = p;
}

/** A client request: initialize params, or the 2026 `_meta` envelope. */
export function learnFromRequest(sess: Sess, method: string, e: WireEvent): void {
  // Read the message only when something can be learnt: a plain line's is made when read (plain-event.ts), and the
  // fast path's params when read (request-facts.ts).
  if (method !== 'initialize' && sess.clientRank >= 1 && !wantsVersion(sess, 'meta')) return;
  const params = e.message!.params;
  if (method === 'initialize') {
    offerVersion(sess, field(params, 'protocolVersion'), 'initialize-request', e.source);
    offerClient(sess, field(params, 'clientInfo'), 2, e.source);
  }
  if (sess.clientRank >= 1 && !wantsVersion(sess, 'meta')) return;
  const meta = field(params, '_meta');
  if (!isObject(meta)) return;
  offerVersion(sess, field(meta, META_PROTOCOL_VERSION), 'meta', e.source);
  offerClient(sess, field(meta, META_CLIENT_INFO), 1, e.source);
}

/** The first response to a request of this session. */
export function learnFromResponse(sess: Sess, method: string, e: WireEvent): void {
  // Read nothing when nothing can be learnt: a plain completion's message is never made (plain-event.ts), and a
  // reader that builds `result` on demand (docs/performance.md, "lazy result bodies") pays nothing.
  if (method !== 'initialize' && method !== 'server/discover' && sess.serverRank >= 1) return;
  const result = e.message!.result;
  if (!isObject(result)) return;
  if (method === 'initialize') {
    offerVersion(sess, field(result, 'protocolVersion'), 'initialize-result', e.source);
    offerServer(sess, field(result, 'serverInfo'), 2, e.source);
  } else if (method === 'server/discover' && wantsVersion(sess, 'discover')) {
    const versions = field(result, 'supportedVersions');
    if (Array.isArray(versions)) {
      // Date-named versions sort lexically; the newest is what a pinned client would use.
      let best: string | null = null;
      for (const v of versions) if (plausibleVersion(v) && (best === null || v > best)) best = v;
      offerVersion(sess, best, 'discover', e.source);
    }
  }
  if (sess.serverRank >= 1) return;
  const meta = field(result, '_meta');
  if (isObject(meta)) offerServer(sess, field(meta, META_SERVER_INFO), 1, e.source);
}

/** A stream-open: `mcp-protocol-version`, or its absence on a Streamable HTTP session. */
export function learnFromStreamOpen(sess: Sess, e: WireEvent): void {
  const h = e.stream?.headers;
  if (!h || !wantsVersion(sess, 'header')) return;
  const v = h['mcp-protocol-version'];
  if (typeof v === 'string') {
    offerVersion(sess, v, 'header', e.source);
    return;
  }
  const transport = e.transport ?? sess.info.transport;
  if (transport === 'streamable-http' && typeof h['mcp-session-id'] === 'string') {
    offerVersion(sess, HEADER_ABSENT_VERSION, 'header-absent', e.source);
  }
}
