/**
 * response-unknown-request: a response for an id that was never requested in that session.
 * JSON-RPC 2.0: a response answers a request with the same id. Typical causes (incidents A7, A8, A5): a late result
 * for a request of a previous session/process, a proxy that rewrote ids, or ids reused after a reconnect. The TS SDK
 * reports "Received a response for an unknown message ID"; some hosts tear the transport down on it.
 */
import type { RuleMeta, SessionRule } from '../types.js';
import { docsPath, reporter } from './support.js';

const id = 'response-unknown-request';

const meta = {
  id,
  severity: 'warning',
  summary: 'a response for an id never requested in the session',
  docs: docsPath(id),
  messages: {
    unknownId: { message: 'responseUnknownRequest' },
  },
} as const satisfies RuleMeta;
const say = reporter(meta);

export const responseUnknownRequest: SessionRule = {
  meta,
  scope: 'session',
  check(s, ctx) {
    return s.orphanResponses.map((e) =>
      say(ctx.options.lang, 'unknownId', e.source, !!e.message?.error, e.from ?? null, JSON.stringify(e.message?.id ?? null)),
    );
  },
};
