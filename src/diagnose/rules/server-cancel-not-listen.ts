/**
 * server-cancel-not-listen: 2026-07-28 — a server-sent notifications/cancelled that does not end a
 * subscriptions/listen.
 * Spec (2026-07-28 cancellation.mdx): the server "MUST send notifications/cancelled referencing a
 * subscriptions/listen request ID when it tears down that subscription stream … Servers MUST NOT send
 * notifications/cancelled for any other purpose"; the schema allows it on stdio only.
 *
 * The timeline links a cancel only to a request issued by the cancel's sender (legacy "same direction" rule), so a
 * server cancel naming a client request lands in the session's `orphanCancels`: the session-scope check reads those.
 * A server cancelling a request the server itself issued is caught per request.
 */
import type { RequestRule, RequestRuleMeta, SessionRule } from '../types.js';
import { cancelRequestIdOf } from '../facts.js';
import { lookupCancellation } from '../../protocol/cancellation.js';
import { docsPath, reporter } from './support.js';
import { field, isObject } from '../../json.js';

const id = 'server-cancel-not-listen';
// A server cancelling a named request is an error; an orphan cancel (its id unknown here: it may still name a
// subscriptions/listen request the capture does not show) a warning.
const meta = {
  id,
  severity: 'error',
  summary: '2026-07-28: a server-sent notifications/cancelled that does not end a subscriptions/listen',
  docs: docsPath(id),
  needs: ['cancel'],
  messages: {
    request: { message: 'serverCancelNotListen' },
    orphan: { message: 'serverCancelNotListenSession', severity: 'warning' },
  },
} as const satisfies RequestRuleMeta;
const say = reporter(meta);

/** A subscription teardown carries the subscription id in `_meta` (subscriptions.mdx): accept those. */
export function namesSubscription(params: unknown): boolean {
  const m = field(params, '_meta');
  return isObject(m) && Object.hasOwn(m, 'io.modelcontextprotocol/subscriptionId');
}

export const serverCancelNotListen: RequestRule = {
  meta,
  scope: 'request',
  check(t, ctx) {
    const f = ctx.facts;
    const listen = f.cancellation.rule.serverMayCancel;
    if (listen === null || t.method === listen) return [];
    const fromServer = [
      ...t.entries.filter((e) => e.kind === 'cancel' && e.event.from === 'server' && t.from === 'client').map((e) => e.event),
      ...(t.from === 'server' ? t.cancels : []),
    ];
    if (fromServer.length === 0) return [];
    return [say(ctx.options.lang, 'request', fromServer[0]!.source, t.method, JSON.stringify(t.id), f.version, f.cancellation.rule.spec.who)];
  },
};

export const serverCancelNotListenSession: SessionRule = {
  meta,
  scope: 'session',
  check(s, ctx) {
    const c = lookupCancellation(s.info.protocolVersion);
    if (c.assumed || c.rule.serverMayCancel === null) return [];
    return s.orphanCancels
      .filter((e) => e.from === 'server' && !namesSubscription(e.message?.params))
      .map((e) => say(ctx.options.lang, 'orphan', e.source, JSON.stringify(cancelRequestIdOf(e) ?? null), s.info.protocolVersion, c.rule.spec.who));
  },
};
