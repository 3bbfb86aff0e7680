/**
 * A connection's failure as the host's words tell it, when no request needs to be waiting for it to be the user's
 * incident: the server's process never ran, the host refused the server's configuration, or the transport broke on the
 * client's step after the initialize's answer. The timeline keeps such words per session (SessionTimeline
 * connectionFailures) and the rule connection-failed-no-request reports the ones no failed request's record carries.
 */
import type { HostSaid } from '../events.js';
import { EXEC_FAILED_LINE_RE, HOST_CONFIG_REFUSED_RE, SPAWN_FAILED_RE, TRANSPORT_URL_INVALID_RE } from './reasons.js';

/** `exited` — the server's process did not run; `refused` — the host refused its config; `transport` — it broke after the handshake. */
export type ConnectionFailureKind = 'exited' | 'refused' | 'transport';

/**
 * Which failure the words tell, or null when they tell none of these. Only connection words (no target, no id, the
 * initialize or no method): a tool's own "spawn git ENOENT" is that call's error from a running server. The timeline's
 * notStarted (timeline/host-requests.ts) reads the `exited` and `refused` kinds as a connect that spoke of no request.
 */
export function connectionFailureKind(said: HostSaid): ConnectionFailureKind | null {
  if (said.method !== undefined && said.method !== 'initialize') return null;
  if (said.target !== undefined || said.id !== undefined) return null;
  if (said.kind === 'completed') return said.scope === 'connection' && said.afterHandshake === true ? 'transport' : null;
  if (said.error === undefined || (said.kind !== 'failed' && said.kind !== 'connection-closed')) return null;
  if (HOST_CONFIG_REFUSED_RE.test(said.error) || TRANSPORT_URL_INVALID_RE.test(said.error)) return 'refused';
  if (SPAWN_FAILED_RE.test(said.error) || EXEC_FAILED_LINE_RE.test(said.error)) return 'exited';
  return null;
}
