/**
 * Concrete next steps per cause, server state and finding. Advice rests on the spec and SDK behaviour cited in
 * protocol/ and the rule docs: e.g. the TS SDK resets its timer on progress only with `onprogress` +
 * `resetTimeoutOnProgress: true`; legacy HTTP needs an explicit notifications/cancelled; a cancellation does not undo
 * work that already happened (diagnosis guide §4), so a non-idempotent call is retried only after a read-only check.
 */
import type { RequestTimeline } from '../timeline/types.js';
import type { Classification, Finding } from './types.js';
import { messages, type Lang } from '../i18n/index.js';
import { LIFECYCLE_METHODS, hasNoExternalEffect, isDiscoverProbe } from '../protocol/methods.js';
import { readCancelReason } from '../protocol/reasons.js';
import { requestFacts, type RequestFacts } from './facts.js';
import type { Era } from '../protocol/versions.js';

/**
 * Which version's reading of a broken stream the advice may rest on. Up to 2025-11-25 a disconnect "SHOULD NOT be
 * interpreted as the client cancelling its request" and GET + Last-Event-ID recovers the answer; under 2026-07-28
 * closing the request's stream is the cancellation and the request is re-issued (stream-close.ts). The stream-close
 * row decides when the transport is known; with no transport the capture's version alone still tells the era; a row
 * looked up for an unknown version (`assumed`) or no version at all decides nothing (null), so the step says both.
 */
function streamEra(f: RequestFacts): Era | null {
  if (f.stream) return f.stream.assumed ? null : f.stream.rule.cancelSignal === 'notification' ? 'legacy' : 'modern';
  return f.era;
}

export function nextSteps(t: RequestTimeline, c: Classification, findings: readonly Finding[], lang?: Lang, f: RequestFacts = requestFacts(t)): string[] {
  const m = messages(lang).next;
  const steps: string[] = [];
  const name = `${t.method}${t.target ? ` ${t.target}` : ''}`;
  const has = (rule: string): boolean => findings.some((x) => x.rule === rule);
  const limit = c.timeout ? c.timeout.ms : null;

  switch (c.cause) {
    case 'client-timeout':
      steps.push(m.raiseTimeout(name, limit));
      // Lifecycle requests carry no work to report progress on (there is nothing to extend).
      if (LIFECYCLE_METHODS.has(t.method)) {
        // no progress advice
      } else if (t.progressToken === null) {
        steps.push(m.letProgressExtend);
      } else if (has('progress-did-not-extend-timeout')) {
        steps.push(m.progressDidNotExtend);
      }
      break;
    case 'max-total-timeout':
      steps.push(m.raiseMaxTotal(name));
      break;
    case 'user-cancel':
      steps.push(m.userCancel);
      break;
    case 'client-cancel':
      steps.push(
        readCancelReason(c.cancelSignal?.reason).kind === 'truncated'
          ? m.clientCancelTruncated
          : m.clientCancel,
      );
      break;
    case 'stream-closed': {
      steps.push(m.streamIntermediaries);
      const era = streamEra(f);
      steps.push(era === 'legacy' ? m.streamResumable : era === 'modern' ? m.streamReissue : m.streamEitherVersion);
      break;
    }
    case 'gateway-error':
      steps.push(m.gateway);
      break;
    case 'connection-closed':
      steps.push(m.connectionClosed);
      break;
    case 'session-expired':
      steps.push(m.sessionExpired);
      break;
    case 'server-error':
      steps.push(isDiscoverProbe(t.method) ? m.discoverFallback : m.serverError);
      break;
    case 'unknown':
      if (c.outcome === 'pending') steps.push(m.pendingCapture);
      else steps.push(m.collectClientLog(name, c.cancelSignal !== null));
      break;
    case 'none':
      break;
  }

  if (c.serverState === 'continued') {
    steps.push(m.serverContinued);
  }
  if (c.outcome === 'cancelled' && c.serverState === 'completed') {
    steps.push(m.cancelledButCompleted);
  }
  if (has('cancel-initialize')) steps.push(m.cancelInitialize);
  if (has('disconnect-is-not-cancel') && c.cause !== 'stream-closed') steps.push(m.disconnectIsNotCancel);
  if (has('notification-cancel-on-modern-http')) steps.push(m.notificationOnModernHttp);
  if (has('task-cancelled-by-notification')) steps.push(m.taskCancel);
  if (has('timeout-without-cancel')) steps.push(m.timeoutWithoutCancel);
  if (has('error-response-to-cancel') || has('duplicate-response')) steps.push(m.lateResponses);
  if (has('possible-duplicate-retry')) steps.push(m.duplicateRetry);

  const unresolved = c.outcome !== 'completed' && !(c.outcome === 'failed' && (c.serverState === 'failed' || c.cause === 'session-expired'));
  // A request that only reads or sets up state has no external effect a retry could repeat.
  if (unresolved && c.serverState !== 'stopped' && !hasNoExternalEffect(t.method)) {
    steps.push(m.checkBeforeRetry(name));
  }
  return [...new Set(steps)];
}
