/**
 * Concrete next steps per cause, server state and finding. Advice rests on the spec and SDK behaviour cited in
 * protocol/ and the rule docs: e.g. the TS SDK resets its timer on progress only with `onprogress` +
 * `resetTimeoutOnProgress: true`; legacy HTTP needs an explicit notifications/cancelled; a cancellation does not undo
 * work that already happened (diagnosis guide §4), so a non-idempotent call is retried only after a read-only check.
 */
import type { RequestTimeline } from '../timeline/types.js';
import type { Classification, Finding } from './types.js';
import { formatDuration } from '../protocol/timeouts.js';
import { LIFECYCLE_METHODS, hasNoExternalEffect } from '../protocol/methods.js';
import { readCancelReason } from '../protocol/reasons.js';
import { requestFacts } from './facts.js';

export function nextSteps(t: RequestTimeline, c: Classification, findings: readonly Finding[]): string[] {
  const steps: string[] = [];
  const f = requestFacts(t);
  const name = `${t.method}${t.target ? ` ${t.target}` : ''}`;
  const has = (rule: string): boolean => findings.some((x) => x.rule === rule);
  const limit = c.timeout ? formatDuration(c.timeout.ms) : null;

  switch (c.cause) {
    case 'client-timeout':
      steps.push(
        `Raise the requester's timeout for ${name} above how long the server really needs for it${limit ? ` (it fired at ${limit})` : ''}: in the TypeScript SDK pass { timeout } per request; check the host's own cap too (some hosts ignore MCP_TOOL_TIMEOUT / per-server timeouts).`,
      );
      // Lifecycle requests carry no work to report progress on (there is nothing to extend).
      if (LIFECYCLE_METHODS.has(t.method)) {
        // no progress advice
      } else if (t.progressToken === null) {
        steps.push('Let progress extend the wait: pass onprogress (this is what sends _meta.progressToken) together with resetTimeoutOnProgress: true, and have the server send notifications/progress.');
      } else if (has('progress-did-not-extend-timeout')) {
        steps.push('Progress arrived but did not extend the timer: set resetTimeoutOnProgress: true (with onprogress) and keep a maxTotalTimeout as the hard cap.');
      }
      break;
    case 'max-total-timeout':
      steps.push(`Raise maxTotalTimeout for ${name} or split the work (e.g. a task with tasks/get polling); the TypeScript SDK sends no cancellation at the cap, so the server keeps working and a stale cancel may follow later.`);
      break;
    case 'user-cancel':
      steps.push('The cancellation was asked for by a person or the application (see the reason): confirm it was intended before treating this as a fault.');
      break;
    case 'client-cancel':
      steps.push(
        readCancelReason(c.cancelSignal?.reason).kind === 'truncated'
          ? "Find what cancelled it on the client side (UI action, the client's own log around the cancel time): the host log cut the reason text, so the capture cannot say why."
          : 'Find what cancelled it on the client side (UI action, host log around the cancel time): the signal itself carries no reason.',
      );
      break;
    case 'stream-closed':
      steps.push('Check every intermediary between client and server for idle/read timeouts (nginx proxy_read_timeout 60 s, load balancer idle timeout, Cloudflare 100/125 s) and send SSE keep-alives (comment lines every 15–30 s; TS SDK keepAliveMs) with X-Accel-Buffering: no.');
      if (f.stream?.rule.cancelSignal === 'notification') {
        steps.push('Make the response stream resumable (SSE event ids and an event store) so the client can resume with GET + Last-Event-ID; to cancel on this version the client must POST notifications/cancelled — a closed stream does not stop the server.');
      } else {
        steps.push('Under 2026-07-28 a broken stream loses the request: re-issue it with a new id only after checking whether the first one took effect.');
      }
      break;
    case 'gateway-error':
      steps.push('An intermediary answered instead of the server: raise its timeout for the MCP endpoint (nginx proxy_read_timeout, Cloudflare 100/125 s, ALB idle timeout, API Gateway ~29 s) or make long tools return early and report progress/keep-alives.');
      break;
    case 'connection-closed':
      steps.push(`Read the server's stderr and exit status around the close${t.transportClose?.at != null ? '' : ''}: in-flight requests on a closed transport are lost and must be re-issued after reconnecting.`);
      break;
    case 'session-expired':
      steps.push('The client must start a new session with initialize after HTTP 404 (the TypeScript SDK client does not re-initialize by itself); a server that answers an unknown session with 400 should answer 404.');
      break;
    case 'server-error':
      steps.push('Fix the server-side error shown in the response; it is not about cancellation or timeouts.');
      break;
    case 'unknown':
      if (c.outcome === 'pending') steps.push('Capture until the request ends, or get the server-side log for it: the capture stops while it is still open.');
      else steps.push(`Collect the client's own log for ${name} around ${c.cancelSignal ? 'the cancellation' : 'the time it went silent'}: the capture does not show why it ended.`);
      break;
    case 'none':
      break;
  }

  if (c.serverState === 'continued') {
    steps.push('The server kept working after the cancellation: make the handler honour its abort signal (TS: extra.signal; Python: the anyio cancel scope) and stop sending progress for the id.');
  }
  if (c.outcome === 'cancelled' && c.serverState === 'completed') {
    steps.push('The server finished the work after the cancellation and the requester discarded the result: do not run it again just because the UI said "cancelled".');
  }
  if (has('cancel-initialize')) steps.push('Do not cancel initialize: give the server more time to start (connect/initialize timeout) or fix its slow start-up; TS SDK v2 no longer sends this cancel.');
  if (has('disconnect-is-not-cancel') && c.cause !== 'stream-closed') steps.push('On this protocol version POST notifications/cancelled to cancel; closing the stream does not stop the server.');
  if (has('notification-cancel-on-modern-http')) steps.push("Under 2026-07-28 Streamable HTTP cancel by closing the request's SSE stream (abort the POST); the notification is for stdio only.");
  if (has('task-cancelled-by-notification')) steps.push('Cancel tasks with tasks/cancel {taskId} and confirm with tasks/get.');
  if (has('timeout-without-cancel')) steps.push('Make the requester send notifications/cancelled (stdio, legacy HTTP) or close the stream (2026 HTTP) when its timer fires, so the server can stop.');
  if (has('error-response-to-cancel') || has('duplicate-response')) steps.push('The server must not answer a cancelled request; make the client tolerate late responses for unknown ids instead of dropping the connection.');
  if (has('possible-duplicate-retry')) steps.push('Give non-idempotent tools an idempotency key, and never auto-retry a call whose first attempt may have run.');

  const unresolved = c.outcome !== 'completed' && !(c.outcome === 'failed' && (c.serverState === 'failed' || c.cause === 'session-expired'));
  // A request that only reads or sets up state has no external effect a retry could repeat.
  if (unresolved && c.serverState !== 'stopped' && !hasNoExternalEffect(t.method)) {
    steps.push(`Before retrying ${name}, check with a read-only query whether its effect already happened; do not retry a non-idempotent call until that is confirmed.`);
  }
  return [...new Set(steps)];
}
