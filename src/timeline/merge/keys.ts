/**
 * What makes two captures' events "the same event": a signature of what was said, never of
 * where or when. Times and lines differ between captures by construction; the words on the wire
 * do not — except the ids, which a gateway or proxy renumbers (the host's id 1 is the upstream's
 * id 2: hosts-in-the-wild.md, gateways), so requests and results are first signed without them.
 *
 * Fingerprints are canonical.ts's `paramsFingerprint` (sorted keys, top-level `_meta` left out:
 * a hop rewrites progress tokens and the 2026 envelope, not the arguments). Pure functions.
 */
import type { JsonRpcId, JsonRpcMessage, WireEvent } from '../../events.js';
import { messageShape } from '../../events.js';
import { paramsFingerprint } from '../canonical.js';
import { typedKey } from '../keys.js';
import { isObject } from '../../json.js';

function fp(v: unknown): string {
  const f = paramsFingerprint(v);
  return `${f.hash}.${f.len}`;
}

/**
 * The id-free signature of a request or a response (stage one: clock and id pairing), or null for
 * anything else. Direction is left out on purpose: NDJSON tees carry none, and a request's method
 * already says who may send it.
 */
export function idFreeKey(e: WireEvent): string | null {
  const m = e.message;
  if (e.kind !== 'message' || m === undefined) return null;
  switch (messageShape(m)) {
    case 'request':
      return `q|${m.method}|${fp(m.params)}`;
    case 'result':
      return `r|${fp(m.result)}`;
    case 'error':
      return `e|${fp(m.error)}`;
    default:
      return null;
  }
}

/** Rewrites ids of another capture into the reference's numbering (align.ts builds it). */
export interface IdTranslation {
  /** A request id (sent by `requester`), or undefined when that request was not paired. */
  id(requester: string, id: JsonRpcId): JsonRpcId | undefined;
  token(requester: string, token: string | number): string | number | undefined;
}

const IDENTITY: IdTranslation = { id: (_r, id) => id, token: (_r, t) => t };

/** Who sent the request a response / cancel / progress speaks of: `client`, `server`, or `?` without a direction. */
export function requesterOf(e: WireEvent, m: JsonRpcMessage): string {
  const shape = messageShape(m);
  if (shape === 'result' || shape === 'error') return e.from === 'client' ? 'server' : e.from === 'server' ? 'client' : '?';
  if (m.method === 'notifications/progress') return e.from === 'client' ? 'server' : e.from === 'server' ? 'client' : '?';
  return e.from ?? '?';
}

/**
 * The message in the reference's numbering, or null when it names an id the translation does not
 * know (a request of the other capture that matched nothing: not the reference's to show).
 * The same object when nothing changes.
 */
export function translateMessage(e: WireEvent, tr: IdTranslation): JsonRpcMessage | null {
  const m = e.message;
  if (m === undefined) return null;
  const shape = messageShape(m);
  const who = requesterOf(e, m);
  if (shape === 'result' || shape === 'error') {
    if (m.id === undefined || m.id === null) return m;
    const id = tr.id(who, m.id);
    if (id === undefined) return null;
    return id === m.id ? m : { ...m, id };
  }
  if (shape !== 'notification') return m;
  const p = m.params;
  if (!isObject(p)) return m;
  const params = p;
  if (m.method === 'notifications/cancelled' || m.method === 'cancelled') {
    const rid = params.requestId;
    if (typeof rid !== 'string' && typeof rid !== 'number') return m;
    const id = tr.id(who, rid);
    if (id === undefined) return null;
    return id === rid ? m : { ...m, params: { ...params, requestId: id } };
  }
  if (m.method === 'notifications/progress') {
    const tok = params.progressToken;
    if (typeof tok !== 'string' && typeof tok !== 'number') return m;
    const t = tr.token(who, tok);
    if (t === undefined) return null;
    return t === tok ? m : { ...m, params: { ...params, progressToken: t } };
  }
  return m;
}

/**
 * The full signature of an event (stage two), ids as the reference numbers them. Null for what is
 * never paired: stream events whose stream has no counterpart yet, unreadable messages.
 * `stream` maps the other capture's stream ids to the reference's (identity for the reference).
 */
export function eventKey(e: WireEvent, m: JsonRpcMessage | undefined, stream: (id: string) => string | undefined): string | null {
  switch (e.kind) {
    case 'message': {
      if (m === undefined) return null;
      const shape = messageShape(m);
      const id = m.id === undefined || m.id === null ? '-' : typedKey(m.id);
      switch (shape) {
        case 'request':
          return `q|${m.method}|${id}|${fp(m.params)}`;
        case 'notification':
          return `n|${m.method}|${fp(m.params)}`;
        case 'result':
          return `r|${id}|${fp(m.result)}`;
        case 'error':
          return `e|${id}|${fp(m.error)}`;
        default:
          return null;
      }
    }
    case 'stream-open': {
      const s = e.stream;
      if (s === undefined) return null;
      // The stream's own id is the capture's (a HAR entry, a recorder exchange); what it carries is not.
      return `so|${s.method ?? ''}|${s.requestId === undefined ? '-' : typedKey(s.requestId)}`;
    }
    case 'http-status':
    case 'keepalive':
    case 'stream-close': {
      const s = e.stream;
      if (s === undefined) return null;
      const id = stream(s.id);
      if (id === undefined) return null;
      if (e.kind === 'http-status') return `hs|${id}|${s.status ?? ''}`;
      if (e.kind === 'keepalive') return `ka|${id}`;
      return `sc|${id}`;
    }
    case 'transport-close':
      return 'tc';
    case 'host-log':
    case 'unparsed':
      // Two copies of one log (the same file given twice, a log and its excerpt) say the same words.
      return `t|${e.kind}|${e.text ?? ''}`;
    default:
      return null;
  }
}

export { IDENTITY };
