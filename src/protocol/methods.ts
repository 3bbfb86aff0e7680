/**
 * What a method can do outside the session, by the spec's definition of the method (schema of each
 * version: the list/read/get requests only return data; `initialize` / `server/discover` / `ping`
 * set up or probe the connection). Used to keep advice honest: a timed-out `tools/list` has no
 * external effect to check before a retry, a timed-out `tools/call` may have one (diagnosis guide §4).
 * `tools/call` and every method not listed here *may* change something outside the session.
 */

/** Lifecycle and probing: no work of the server's to report progress on. */
export const LIFECYCLE_METHODS: ReadonlySet<string> = new Set(['initialize', 'ping', 'server/discover']);

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
