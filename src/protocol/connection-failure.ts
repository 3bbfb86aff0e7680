/**
 * A connection's failure as the host's words tell it, when no request needs to be waiting for it to be the user's
 * incident: the server's process never ran, the host refused the server's configuration, the SSE client could not open
 * its event stream, or the transport broke on the client's step after the initialize's answer. The timeline keeps such
 * words per session, each with its kind (SessionTimeline.connectionFailures), and the rule connection-failed-no-request
 * reports the ones no failed request's record carries.
 */
import type { HostSaid } from '../events.js';
import { AI_SDK_SSE_STREAM_REFUSED_RE, DESKTOP_SPAWN_HELPER_FAILED_RE, EXEC_FAILED_LINE_RE, GO_SSE_STREAM_CONNECT_FAILED_RE, HOST_CONFIG_REFUSED_RE, SPAWN_FAILED_RE, TRANSPORT_URL_INVALID_RE, VSCODE_SSE_STREAM_REFUSED_RE } from './reasons.js';

/**
 * `exited` — the server's process did not run; `refused` — the host refused its config; `stream` — the legacy transport's
 * event stream could not be opened, before any message; `transport` — it broke after the handshake.
 */
export type ConnectionFailureKind = 'exited' | 'refused' | 'stream' | 'transport';

/**
 * Which failure the words tell, or null when they tell none of these. Only connection words (no target, no id, the
 * initialize or no method): a tool's own "spawn git ENOENT" is that call's error from a running server. The timeline's
 * notStarted (timeline/host-requests.ts) reads the `exited`, `refused` and `stream` kinds as a connect that spoke of no
 * request.
 */
export function connectionFailureKind(said: HostSaid): ConnectionFailureKind | null {
  if (!connectionWords(said)) return null;
  if (said.kind === 'completed') return said.scope === 'connection' && said.afterHandshake === true ? 'transport' : null;
  const error = failedConnectError(said);
  if (error === null) return null;
  if (HOST_CONFIG_REFUSED_RE.test(error) || TRANSPORT_URL_INVALID_RE.test(error)) return 'refused';
  if (SPAWN_FAILED_RE.test(error) || EXEC_FAILED_LINE_RE.test(error) || DESKTOP_SPAWN_HELPER_FAILED_RE.test(error)) return 'exited';
  // The SSE client's start failed on the GET of its stream: the AI SDK's transport refused with the server's status, or
  // mcp-go's request failing, or VS Code 1.99's legacy SSE connect refused (reasons.ts AI_SDK_SSE_STREAM_REFUSED_RE,
  // GO_SSE_STREAM_CONNECT_FAILED_RE, VSCODE_SSE_STREAM_REFUSED_RE). The initialize is sent only after the stream's
  // endpoint event, so no request was written.
  if (AI_SDK_SSE_STREAM_REFUSED_RE.test(error) || GO_SSE_STREAM_CONNECT_FAILED_RE.test(error) || VSCODE_SSE_STREAM_REFUSED_RE.test(error)) return 'stream';
  return null;
}

/**
 * The error of connection words that say the connect failed (kind `failed` or `connection-closed`), or null: what
 * connectionFailureKind reads its kinds from, and the timeline's notStarted its other failures before any request.
 */
export function failedConnectError(said: HostSaid): string | null {
  if (!connectionWords(said) || (said.kind !== 'failed' && said.kind !== 'connection-closed')) return null;
  return said.error ?? null;
}

/** Words about the connection itself: no target, no id, the initialize or no method. */
function connectionWords(said: HostSaid): boolean {
  return (said.method === undefined || said.method === 'initialize') && said.target === undefined && said.id === undefined;
}
