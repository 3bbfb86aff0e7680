/**
 * response-unknown-request: a response for an id that was never requested in that session.
 * JSON-RPC 2.0: a response answers a request with the same id. Typical causes (incidents A7, A8, A5): a late result
 * for a request of a previous session/process, a proxy that rewrote ids, or ids reused after a reconnect. The TS SDK
 * reports "Received a response for an unknown message ID"; some hosts tear the transport down on it.
 */
import type { SessionRule } from '../types.js';
import { docsPath, finding } from './support.js';
import { messages } from '../../i18n/index.js';

const id = 'response-unknown-request';

export const responseUnknownRequest: SessionRule = {
  meta: { id, severity: 'warning', summary: 'a response for an id never requested in the session', docs: docsPath(id) },
  scope: 'session',
  check(s, ctx) {
    const m = messages(ctx.options.lang).rules;
    return s.orphanResponses.map((e) =>
      finding(
        id,
        'warning',
        m.responseUnknownRequest(!!e.message?.error, e.from ?? null, JSON.stringify(e.message?.id ?? null)),
        e.source,
      ),
    );
  },
};
