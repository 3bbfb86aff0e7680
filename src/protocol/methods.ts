/**
 * What a method can do outside the session, by the spec's definition of the method (schema of each
 * version: the list/read/get requests only return data; `initialize` / `server/discover` / `ping`
 * set up or probe the connection). Used to keep advice honest: a timed-out `tools/list` has no
 * external effect to check before a retry, a timed-out `tools/call` may have one (diagnosis guide §4).
 * `tools/call` and every method not listed here *may* change something outside the session.
 */

/** Lifecycle and probing: no work of the server's to report progress on. */
export const LIFECYCLE_METHODS: ReadonlySet<string> = new Set(['initialize', 'ping', 'server/discover']);

/**
 * `server/discover`, the 2026-07-28 version probe. A client probes with it first and falls back to `initialize` on
 * any error or a timeout, and that fallback "MUST NOT be keyed to one specific error code" (servers of earlier
 * versions answer "commonly -32601 or -32602"; 2026-07-28 lifecycle, compatibility). So an error answer to it is
 * the negotiation working, not a failed session: the `initialize` after it says whether the session started.
 */
export function isDiscoverProbe(method: string): boolean {
  return method === 'server/discover';
}

/** Methods that read or set up state only: a retry cannot repeat an external effect. */
const NO_EXTERNAL_EFFECT: ReadonlySet<string> = new Set([
  ...LIFECYCLE_METHODS,
  'tools/list',
  'prompts/list',
  'prompts/get',
  'resources/list',
  'resources/templates/list',
  'resources/read',
  'completion/complete',
  'roots/list',
  'tasks/get',
  'tasks/list',
  'tasks/result',
]);

export function hasNoExternalEffect(method: string): boolean {
  return NO_EXTERNAL_EFFECT.has(method);
}

// Who sends what (the method catalogue's sender column; the schema of each version, 2024-11-05 … 2026-07-28).
// `ping`, `tasks/*` and `notifications/tasks/status` may come from either side; cancelled and progress too.

/** Requests only a client sends (MCP 2024-11-05 … 2026-07-28). */
export const CLIENT_REQUESTS: ReadonlySet<string> = new Set([
  'initialize',
  'server/discover',
  'tools/list',
  'tools/call',
  'resources/list',
  'resources/templates/list',
  'resources/read',
  'resources/subscribe',
  'resources/unsubscribe',
  'prompts/list',
  'prompts/get',
  'completion/complete',
  'logging/setLevel',
  'subscriptions/listen',
]);
/** Requests only a server sends (2025-11-25 client features). */
export const SERVER_REQUESTS: ReadonlySet<string> = new Set(['sampling/createMessage', 'roots/list', 'elicitation/create']);
/** Notifications only a client sends. */
export const CLIENT_NOTIFICATIONS: ReadonlySet<string> = new Set(['notifications/initialized', 'notifications/roots/list_changed']);
/** Notifications only a server sends. */
export const SERVER_NOTIFICATIONS: ReadonlySet<string> = new Set([
  'notifications/message',
  'notifications/resources/updated',
  'notifications/resources/list_changed',
  'notifications/tools/list_changed',
  'notifications/prompts/list_changed',
  'notifications/elicitation/complete',
  'notifications/subscriptions/acknowledged',
  'notifications/tasks',
]);
